/** Checks of custom messages and defined commands, for devices and device groups alike. */
import { LORAWAN_TYPES, type IntegrationType } from '../db/integrations.ts';
import {
    commandSetOf,
    typeLabel,
    type CommandParameter,
    type DeviceDetails,
} from '../providers/deviceTypes.ts';
import { objectBody } from './bodyFields.ts';
import { badRequest } from './errors.ts';

export type CustomMessage = { fPort: number; hexPayload: string } | { payload: unknown };

function isBlank(value: unknown): boolean {
    return value === undefined || value === null || value === '';
}

/** LoRaWAN types: `{ fPort, hexPayload }`; MQTT: `{ payload }`; others: "Not supported". */
export function parseCustomMessage(type: IntegrationType, raw: unknown): CustomMessage {
    const body = objectBody(raw);
    if (LORAWAN_TYPES.includes(type)) {
        const { fPort, hexPayload } = body;
        if (isBlank(fPort)) throw badRequest('fPort is required');
        if (typeof fPort !== 'number' || !Number.isInteger(fPort)) {
            throw badRequest('fPort must be a whole number');
        }
        if (fPort < 1) throw badRequest('fPort must be greater than 0');
        if (isBlank(hexPayload)) throw badRequest('Payload is required');
        if (typeof hexPayload !== 'string') throw badRequest('Payload must be valid hex');
        if (/[a-f]/.test(hexPayload)) throw badRequest('Payload must be capitalized');
        if (!/^(?:[0-9A-F]{2})+$/.test(hexPayload)) throw badRequest('Payload must be valid hex');
        return { fPort, hexPayload };
    }
    if (type === 'MQTT') {
        if (isBlank(body.payload)) throw badRequest('Payload is required');
        if (typeof body.payload !== 'object') throw badRequest('Payload must be a JSON object');
        return { payload: body.payload };
    }
    throw badRequest('Not supported');
}

function checkParameter(name: string, spec: CommandParameter, value: unknown): void {
    const fail = (what: string) => {
        throw badRequest(`Parameter ${name} ${what}`);
    };
    switch (spec.type) {
        case 'integer':
            if (typeof value !== 'number' || !Number.isInteger(value)) fail('must be an integer');
            break;
        case 'number':
            if (typeof value !== 'number' || !Number.isFinite(value)) fail('must be a number');
            break;
        case 'string':
            if (typeof value !== 'string') fail('must be a string');
            break;
        case 'boolean':
            if (typeof value !== 'boolean') fail('must be true or false');
            break;
    }
    if (spec.enum && !spec.enum.includes(value as string | number)) {
        fail(`must be one of ${spec.enum.join(', ')}`);
    }
    if (typeof value === 'number') {
        if (spec.minimum !== undefined && value < spec.minimum)
            fail(`must be at least ${spec.minimum}`);
        if (spec.maximum !== undefined && value > spec.maximum)
            fail(`must be at most ${spec.maximum}`);
    }
}

/**
 * `{ intent, params }` against the device type's command set. A parameter without a default is
 * required; defaults are filled in; unknown parameters are refused.
 */
export function parseCommand(
    details: DeviceDetails,
    raw: unknown,
): { intent: string; params: Record<string, unknown> } {
    const body = objectBody(raw);
    const { intent } = body;
    if (isBlank(intent)) throw badRequest('intent is required');
    if (typeof intent !== 'string') throw badRequest('intent must be a string');
    const commands = commandSetOf(details) ?? {};
    const command = Object.hasOwn(commands, intent) ? commands[intent] : undefined;
    if (!command) throw badRequest(`Unknown command ${intent} for ${typeLabel(details)}`);

    const given = body.params ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
        throw badRequest('params must be an object');
    }
    const params: Record<string, unknown> = {};
    for (const key of Object.keys(given)) {
        if (!Object.hasOwn(command.properties, key)) {
            throw badRequest(`Unknown parameter ${key} for ${intent}`);
        }
    }
    for (const [name, spec] of Object.entries(command.properties)) {
        let value = (given as Record<string, unknown>)[name];
        if (value === undefined || value === null) {
            if (spec.default === undefined) throw badRequest(`Parameter ${name} is required`);
            value = spec.default;
        }
        checkParameter(name, spec, value);
        params[name] = value;
    }
    return { intent, params };
}

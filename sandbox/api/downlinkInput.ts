/**
 * Custom messages and defined commands, for devices and device groups alike: what their schemas
 * (resources/devices/schema.ts) cannot say alone. A custom message's shape is its integration's
 * type's (LoRaWanMessage, MqttMessage); a command and its parameters are the device type's
 * command set's (the catalogue, providers/deviceTypes.ts).
 */
import {
    commandParams,
    LoRaWanMessage,
    MqttMessage,
    type CommandBody,
} from '../../resources/devices/schema.ts';
import { LORAWAN_TYPES, type IntegrationType } from '../db/integrations.ts';
import { commandSetOf, typeLabel, type DeviceDetails } from '../providers/deviceTypes.ts';
import { badRequest } from './errors.ts';
import { checkBody } from './schemaValidation.ts';

export type CustomMessage = LoRaWanMessage | MqttMessage;

/** LoRaWAN types: `{ fPort, hexPayload }`; MQTT: `{ payload }`; others: "Not supported". */
export function parseCustomMessage(type: IntegrationType, body: unknown): CustomMessage {
    if (LORAWAN_TYPES.includes(type)) {
        const { fPort, hexPayload } = checkBody<LoRaWanMessage>(LoRaWanMessage, body);
        return { fPort, hexPayload };
    }
    if (type === 'MQTT') return { payload: checkBody<MqttMessage>(MqttMessage, body).payload };
    throw badRequest('Not supported');
}

/**
 * A checked `{ intent, params }` against the device type's command set: a parameter without a
 * default is required; defaults are filled in; unknown parameters are refused.
 */
export function parseCommand(
    details: DeviceDetails,
    body: CommandBody,
): { intent: string; params: Record<string, unknown> } {
    const { intent } = body;
    const commands = commandSetOf(details) ?? {};
    const command = Object.hasOwn(commands, intent) ? commands[intent] : undefined;
    if (!command) throw badRequest(`Unknown command ${intent} for ${typeLabel(details)}`);

    const given = (body.params ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(given)) {
        if (!Object.hasOwn(command.properties, key)) {
            throw badRequest(`Unknown parameter ${key} for ${intent}`);
        }
    }
    const withDefaults = Object.fromEntries(
        Object.entries(command.properties)
            .map(([name, spec]) => [name, given[name] ?? spec.default])
            .filter(([, value]) => value !== undefined),
    );
    const params = checkBody<Record<string, unknown>>(
        commandParams(command.properties),
        withDefaults,
    );
    return { intent, params };
}

/** Validation of data sharings: protocol, device type, headers or MQTT settings, the script. */
import type { DataSharing, MqttConfig, SharingProtocol } from '../db/dataSharings.ts';
import { syntaxErrorOf } from '../scripts/runScript.ts';
import {
    type Body,
    callableAddress,
    optionalBoolean,
    optionalFreeText,
    optionalText,
    requiredName,
} from './bodyFields.ts';
import { parseDetails } from './deviceFields.ts';
import { hygieneMessage, textProblem } from '../../src/validation/hygiene.ts';
import { badRequest } from './errors.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';

const PROTOCOLS: SharingProtocol[] = ['HTTP', 'MQTT'];

export function parseProtocol(value: unknown): SharingProtocol {
    if (value === undefined || value === null || value === '') {
        throw badRequest('Protocol must be provided');
    }
    if (!PROTOCOLS.includes(value as SharingProtocol)) {
        throw badRequest(`Protocol must be one of ${PROTOCOLS.join(', ')}`);
    }
    return value as SharingProtocol;
}

function parseHeaders(value: unknown): Record<string, string> {
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
        throw badRequest('headers must be an object of header names and values');
    }
    const headers: Record<string, string> = {};
    for (const [key, raw] of Object.entries(value)) {
        if (key.trim() === '') throw badRequest('Header keys must not be empty');
        if (!/^[!#$%&'*+.^`|~\w-]+$/.test(key.trim())) {
            throw badRequest(`Header key ${JSON.stringify(key)} is not a valid header name`);
        }
        if (typeof raw !== 'string' && typeof raw !== 'number') {
            throw badRequest(`Header ${key} must have a text value`);
        }
        // A line break would end the header and start another one (header injection).
        const problem = textProblem(String(raw), 'name');
        if (problem === 'control' || problem === 'bidi') {
            throw badRequest(hygieneMessage(`Header ${key}`, problem));
        }
        headers[key.trim()] = String(raw);
    }
    return headers;
}

/**
 * The target: an HTTP sharing's address is called by the platform, so it must be callable
 * (http(s), not loopback, link-local or private: bodyFields.callableAddress); an MQTT broker
 * address (host:port) is the broker's. Empty is allowed (a sharing not yet targeted).
 */
function parseAddress(protocol: SharingProtocol, address: string): string {
    return protocol === 'HTTP' && address !== '' ? callableAddress(address, 'address') : address;
}

/** userName (also accepted as username), password and topic. */
function parseMqttConfig(value: unknown): MqttConfig {
    const given = typeof value === 'object' && value !== null ? (value as Body) : {};
    return {
        userName: optionalText(
            given.userName ?? given.username,
            'mqttConfig.userName',
            API_LENGTHS.textName,
        ),
        password: optionalText(given.password, 'mqttConfig.password', API_LENGTHS.textName),
        topic: optionalFreeText(given.topic, 'mqttConfig.topic', API_LENGTHS.textName, 'name'),
    };
}

/** A script that is a string and parses (it is not run here). */
export async function parseScript(value: unknown): Promise<string> {
    if (typeof value !== 'string' || value.trim() === '') throw badRequest('Script is required');
    if (value.length > API_LENGTHS.code)
        throw badRequest('The script must be at most 100,000 characters long');
    const syntaxError = await syntaxErrorOf(value);
    if (syntaxError) throw badRequest(`The script is not valid JavaScript: ${syntaxError}`);
    return value;
}

/** A whole record from a create or update body. */
export async function parseDataSharing(body: Body): Promise<Omit<DataSharing, 'id'>> {
    const protocol = parseProtocol(body.protocol);
    if (body.deviceDetails === undefined || body.deviceDetails === null) {
        throw badRequest('Device type must be provided');
    }
    return {
        name: requiredName(body.name, 'Name', API_LENGTHS.shortName),
        protocol,
        deviceDetails: parseDetails(body.deviceDetails, 'deviceDetails'),
        headers: protocol === 'HTTP' ? parseHeaders(body.headers) : {},
        mqttConfig: protocol === 'MQTT' ? parseMqttConfig(body.mqttConfig) : null,
        address: parseAddress(
            protocol,
            optionalText(body.address, 'address', API_LENGTHS.address).trim(),
        ),
        error: optionalBoolean(body.error, 'error') ?? false,
        script: await parseScript(body.script),
    };
}

/** The bodies of the command calls (product specification section 3, "Command payloads"). */
import type { CommandParam } from './commandSet';

export interface CommandPayload {
    intent: string;
    params: Record<string, string | number | boolean>;
}

export interface LoRaWanPayload {
    fPort: number;
    hexPayload: string;
}

export interface JsonPayload {
    payload: unknown;
}

const paramValue = (param: CommandParam, value: unknown): string | number | boolean | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    switch (param.type) {
        case 'number':
        case 'integer': {
            const number = Number(value);
            return Number.isNaN(number) ? undefined : number;
        }
        case 'boolean':
            return value === true || value === 'true';
        default:
            return String(value);
    }
};

/**
 * A defined command, {intent, params}: only the command's own parameters, typed as its
 * properties say; empty ones are left out.
 */
export const commandPayload = (
    intent: string,
    properties: Record<string, CommandParam> | undefined,
    values: Record<string, unknown> | undefined,
): CommandPayload => {
    const params: CommandPayload['params'] = {};
    for (const [name, param] of Object.entries(properties ?? {})) {
        const value = paramValue(param, values?.[name]);
        if (value !== undefined) params[name] = value;
    }
    return { intent, params };
};

/** A LoRaWAN custom message, {fPort, hexPayload}. */
export const loRaWanPayload = (fPort: number | string, hexPayload: string): LoRaWanPayload => ({
    fPort: Number(fPort),
    hexPayload: hexPayload.trim().toUpperCase(),
});

/** An MQTT custom message, {payload}: the JSON text parsed. */
export const jsonPayload = (text: string): JsonPayload => ({ payload: JSON.parse(text) });

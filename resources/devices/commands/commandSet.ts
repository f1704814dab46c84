/** The command set of a device type: GET /devices/types/commands (sandbox/API.md, Devices). */

export type CommandParamType = 'number' | 'integer' | 'string' | 'boolean';

export interface CommandParam {
    type: CommandParamType;
    description?: string;
    enum?: (string | number | boolean)[];
    minimum?: number;
    maximum?: number;
    default?: string | number | boolean;
}

export interface CommandDefinition {
    description?: string;
    properties?: Record<string, CommandParam>;
}

/** Command name → its description and parameters. */
export type CommandSet = Record<string, CommandDefinition>;

/** Where a command or message goes: a device or a device group. */
export type CommandTarget = 'devices' | 'device-groups';

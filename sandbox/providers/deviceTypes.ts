import type { DeviceDetails } from '../../resources/devices/types.ts';

export type { DeviceDetails };
/** The device types the platform supports, with the command set of each (the provider side). */

export type ParameterType = 'number' | 'integer' | 'string' | 'boolean';

export interface CommandParameter {
    type: ParameterType;
    description?: string;
    enum?: (string | number)[];
    minimum?: number;
    maximum?: number;
    default?: string | number | boolean;
}

export interface Command {
    description: string;
    properties: Record<string, CommandParameter>;
}

export type CommandSet = Record<string, Command>;

interface SupportedType extends DeviceDetails {
    commands: CommandSet;
}

const LAMP_COMMANDS: CommandSet = {
    dim: {
        description: 'Dim the lamp to a level in percent',
        properties: {
            level: { type: 'integer', description: 'Brightness in %', minimum: 0, maximum: 100 },
        },
    },
    switch: {
        description: 'Switch the lamp on or off',
        properties: { on: { type: 'boolean', description: 'true = on' } },
    },
};

const SUPPORTED: SupportedType[] = [
    {
        vendor: 'Schréder',
        deviceType: 'Owlet IoT',
        firmware: '3.0',
        commands: LAMP_COMMANDS,
    },
    {
        vendor: 'Flashnet',
        deviceType: 'inteliLIGHT FRE-220-L',
        firmware: '2.4',
        commands: {
            ...LAMP_COMMANDS,
            setProfile: {
                description: 'Select a dimming profile for the segment',
                properties: {
                    profile: {
                        type: 'string',
                        enum: ['default', 'night', 'event'],
                        default: 'default',
                    },
                },
            },
        },
    },
    {
        vendor: 'Bürkert',
        deviceType: 'Valve 8654',
        firmware: '1.4',
        commands: {
            open: {
                description: 'Open the valve',
                properties: {
                    percent: {
                        type: 'integer',
                        description: 'Opening in %',
                        minimum: 0,
                        maximum: 100,
                        default: 100,
                    },
                },
            },
            close: { description: 'Close the valve', properties: {} },
        },
    },
    {
        vendor: 'Milesight',
        deviceType: 'EM300-TH',
        firmware: '1.2',
        commands: {
            setReportingInterval: {
                description: 'Change how often the sensor reports',
                properties: {
                    minutes: { type: 'integer', minimum: 1, maximum: 1440, default: 10 },
                },
            },
        },
    },
    { vendor: 'Elsys', deviceType: 'ERS CO2', firmware: '2.1', commands: {} },
    { vendor: 'Decentlab', deviceType: 'DL-PR26', firmware: '1.0', commands: {} },
    {
        vendor: 'Nedap',
        deviceType: 'Sensit',
        firmware: '3.0',
        commands: {
            calibrate: {
                description: 'Recalibrate the parking sensor on an empty bay',
                properties: {},
            },
        },
    },
    { vendor: 'Kamstrup', deviceType: 'flowIQ 2200', firmware: '1.3', commands: {} },
    { vendor: 'Barani Design', deviceType: 'MeteoHelix IoT Pro', firmware: '3.2', commands: {} },
    { vendor: 'Telraam', deviceType: 'S2', firmware: '1.1', commands: {} },
];

export function supportedDeviceTypes(): DeviceDetails[] {
    return SUPPORTED.map(({ vendor, deviceType, firmware }) => ({ vendor, deviceType, firmware }));
}

function find(details: DeviceDetails): SupportedType | undefined {
    return SUPPORTED.find(
        type =>
            type.vendor === details.vendor &&
            type.deviceType === details.deviceType &&
            type.firmware === details.firmware,
    );
}

export function isSupportedType(details: DeviceDetails): boolean {
    return !!find(details);
}

/** The command set of a supported type; undefined for an unknown type. */
export function commandSetOf(details: DeviceDetails): CommandSet | undefined {
    return find(details)?.commands;
}

/** "Vendor DeviceType Firmware", as the console joins them. */
export function typeLabel({ vendor, deviceType, firmware }: DeviceDetails): string {
    return `${vendor} ${deviceType} ${firmware}`;
}

/**
 * Devices chosen on the device list and carried to the activation wizard (issue 19, item 3): the
 * list navigates with them in the router's state, the wizard starts with them selected. Enabled
 * devices only (all of them) open the wizard on "no activation" (disable), otherwise on the
 * default option (enable by licence).
 */
import type { Identifier } from 'react-admin';
import type { ActivationOption } from './activationOptions';

export interface ActivationPreselection {
    deviceIds: Identifier[];
    option: ActivationOption;
}

export const activationPreselection = (
    devices: readonly { id: Identifier; isEnabled?: boolean }[],
): ActivationPreselection => ({
    deviceIds: devices.map(device => device.id),
    option:
        devices.length > 0 && devices.every(device => device.isEnabled)
            ? 'NO_ACTIVATION'
            : 'BY_LICENCE',
});

/** The preselection in a location's state, if it holds one. */
export const preselectionOf = (state: unknown): ActivationPreselection | undefined => {
    const carried = (state as { activation?: unknown } | null | undefined)?.activation as
        Partial<ActivationPreselection> | undefined;
    if (!carried || !Array.isArray(carried.deviceIds)) return undefined;
    return {
        deviceIds: carried.deviceIds,
        option: carried.option === 'NO_ACTIVATION' ? 'NO_ACTIVATION' : 'BY_LICENCE',
    };
};

/** The router state that carries a preselection. */
export const withPreselection = (preselection: ActivationPreselection) => ({
    activation: preselection,
});

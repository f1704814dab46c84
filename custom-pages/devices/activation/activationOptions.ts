/** The activation wizard's options and what each lists and sends (product specification section 4). */

export const ACTIVATION_OPTIONS = ['BY_LICENCE', 'AS_ADMIN', 'NO_ACTIVATION'] as const;
export type ActivationOption = (typeof ACTIVATION_OPTIONS)[number];

/** BY_LICENCE and AS_ADMIN enable disabled devices; NO_ACTIVATION disables enabled ones. */
export const devicesForOption = <T extends { isEnabled: boolean }>(
    option: ActivationOption,
    devices: readonly T[],
): T[] =>
    option === 'NO_ACTIVATION'
        ? devices.filter(device => device.isEnabled)
        : devices.filter(device => !device.isEnabled);

/** The body of PUT /devices/activation/{option}. */
export const activationBody = (option: ActivationOption, deviceIds: readonly number[]) => ({
    devices: [...deviceIds],
    activationOption: option,
});

export const activationPath = (option: ActivationOption) =>
    `/devices/activation/${encodeURIComponent(option)}`;

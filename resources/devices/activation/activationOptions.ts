/**
 * The activation options and what each lists (product specification section 4): one
 * implementation for the device and the service activation wizards ("the same three options
 * apply"), and what the device activation sends.
 */

export const ACTIVATION_OPTIONS = ['BY_LICENCE', 'AS_ADMIN', 'NO_ACTIVATION'] as const;
export type ActivationOption = (typeof ACTIVATION_OPTIONS)[number];

/**
 * What an option may select: BY_LICENCE and AS_ADMIN enable disabled devices or services;
 * NO_ACTIVATION disables enabled ones.
 */
export const selectableForOption = <T extends { isEnabled: boolean }>(
    option: ActivationOption,
    records: readonly T[],
): T[] =>
    option === 'NO_ACTIVATION'
        ? records.filter(record => record.isEnabled)
        : records.filter(record => !record.isEnabled);

/** The body of PUT /devices/activation/{option}. */
export const activationBody = (option: ActivationOption, deviceIds: readonly number[]) => ({
    devices: [...deviceIds],
    activationOption: option,
});

export const activationPath = (option: ActivationOption) =>
    `/devices/activation/${encodeURIComponent(option)}`;

/**
 * Device tags (the "function" of a device, product specification sections 3 and 9) and which of
 * them an integration allows.
 */
import type { DeviceTag } from './types';

export type { DeviceTag };

export const DEVICE_TAGS = [
    'external',
    'lighting',
    'light-segment',
    'valve',
    'environment',
    'traffic',
] as const satisfies readonly DeviceTag[];

/** REST and webhook integrations push readings themselves: only these functions fit them. */
const PUSH_INTEGRATION_TAGS: DeviceTag[] = ['external', 'environment'];
const PUSH_INTEGRATION_TYPES = ['REST', 'WEBHOOK_DIGIMONDO'];

/** The tags a device of an integration of this type may carry. */
export const tagOptions = (integrationType: string | null | undefined): DeviceTag[] =>
    integrationType && PUSH_INTEGRATION_TYPES.includes(integrationType)
        ? PUSH_INTEGRATION_TAGS
        : [...DEVICE_TAGS];

/** Translation key of a tag's label. */
export const tagLabelKey = (tag: string) => `devices.tags.${tag}`;

/** The tag a written value names (any case, as in a CSV file), if it names one. */
export const deviceTagOf = (value: string | null | undefined): DeviceTag | undefined => {
    const key = (value ?? '').trim().toLowerCase();
    return DEVICE_TAGS.find(tag => tag === key);
};

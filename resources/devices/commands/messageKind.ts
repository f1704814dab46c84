/** Which custom message an integration type takes (product specification section 9). */

export type MessageKind = 'lorawan' | 'json' | 'unsupported';

export const LORAWAN_INTEGRATION_TYPES = [
    'SWISSCOM',
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'DIGIMONDO',
    'ELEMENT',
];

export const messageKind = (integrationType: string | null | undefined): MessageKind => {
    if (integrationType && LORAWAN_INTEGRATION_TYPES.includes(integrationType)) return 'lorawan';
    if (integrationType === 'MQTT') return 'json';
    return 'unsupported';
};

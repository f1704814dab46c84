/** What an integration's type decides in the device wizards (product specification section 9). */
import { tagOptions, type DeviceTag } from './tags';
import type { IntegrationType } from '../integrations/types';

/** Integrations whose devices are LoRaWAN devices (a DevEUI of 16 hex digits as deviceId). */
export const LORAWAN_INTEGRATION_TYPES: readonly IntegrationType[] = [
    'SWISSCOM',
    'CHIRPSTACK_V3',
    'CHIRPSTACK_V4',
    'DIGIMONDO',
    'ELEMENT',
];

/** Integrations that receive uplinks over HTTP: their devices are made by name. */
export const REST_INTEGRATION_TYPES: readonly IntegrationType[] = ['REST', 'WEBHOOK_DIGIMONDO'];

export const isLoRaWanIntegration = (type: string | undefined) =>
    LORAWAN_INTEGRATION_TYPES.includes(type as IntegrationType);

export const isRestIntegration = (type: string | undefined) =>
    REST_INTEGRATION_TYPES.includes(type as IntegrationType);

/** The function (tag) options of a device of this integration type (the devices area's rule). */
export const functionOptions = (type: string | undefined): readonly DeviceTag[] => tagOptions(type);

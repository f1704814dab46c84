/**
 * What a network provider knows for an integration: five devices per integration, derived from
 * its id and type so that the list is the same on every call and after every reseed. The seed
 * onboards the first two of each seeded non-REST integration.
 */
import type { IntegrationType } from '../db/integrations.ts';
import { PUSH_TYPES } from '../db/integrations.ts';
import type { DeviceDetails } from './deviceTypes.ts';
import type { UnboardedDevice } from '../../resources/devices/types.ts';

/** One entry of GET /devices/unboarded/{integrationId}: the sandbox always knows the type. */
export interface ProviderDevice extends UnboardedDevice {
    details: DeviceDetails;
}

const OWLET: DeviceDetails = { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' };
const SEGMENT: DeviceDetails = {
    vendor: 'Flashnet',
    deviceType: 'inteliLIGHT FRE-220-L',
    firmware: '2.4',
};
const CLIMATE: DeviceDetails = { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' };
const CO2: DeviceDetails = { vendor: 'Elsys', deviceType: 'ERS CO2', firmware: '2.1' };
const PRESSURE: DeviceDetails = { vendor: 'Decentlab', deviceType: 'DL-PR26', firmware: '1.0' };
const PARKING: DeviceDetails = { vendor: 'Nedap', deviceType: 'Sensit', firmware: '3.0' };
const VALVE: DeviceDetails = { vendor: 'Bürkert', deviceType: 'Valve 8654', firmware: '1.4' };
const METER: DeviceDetails = { vendor: 'Kamstrup', deviceType: 'flowIQ 2200', firmware: '1.3' };

type Template = [name: string, details: DeviceDetails];

const CATALOGUE: Partial<Record<IntegrationType, Template[]>> = {
    CHIRPSTACK_V3: [
        ['Streetlight Bahnhofstraße 1', OWLET],
        ['Streetlight Bahnhofstraße 3', OWLET],
        ['Streetlight Bahnhofstraße 5', OWLET],
        ['Climate sensor Bahnhof', CLIMATE],
        ['CO2 sensor Stadtbibliothek', CO2],
    ],
    SWISSCOM: [
        ['Light segment Seepromenade', SEGMENT],
        ['Climate sensor Seebad', CLIMATE],
        ['Pressure sensor Pumpwerk See', PRESSURE],
        ['Parking sensor Seestraße 1', PARKING],
        ['Parking sensor Seestraße 2', PARKING],
    ],
    ELEMENT: [
        ['Parking sensor Rathausplatz 1', PARKING],
        ['Parking sensor Rathausplatz 2', PARKING],
        ['CO2 sensor Rathaus Foyer', CO2],
        ['Streetlight Rathausgasse 2', OWLET],
        ['Pressure sensor Brunnen Rathausplatz', PRESSURE],
    ],
    DIGIMONDO: [
        ['Climate sensor Gewerbegebiet', CLIMATE],
        ['CO2 sensor Gewerbegebiet', CO2],
        ['Streetlight Industriestraße 4', OWLET],
        ['Light segment Industriestraße', SEGMENT],
        ['Pressure sensor Hafen', PRESSURE],
    ],
    MQTT: [
        ['Valve Pumpwerk Ost', VALVE],
        ['Valve Hochbehälter Süd', VALVE],
        ['Water meter Hauptleitung', METER],
        ['Valve Kläranlage', VALVE],
        ['Water meter Schwimmbad', METER],
    ],
};
CATALOGUE.CHIRPSTACK_V4 = CATALOGUE.CHIRPSTACK_V3;

const hex = (value: number, digits: number) =>
    value.toString(16).toUpperCase().padStart(digits, '0');

/** A DevEUI-like id: 70B3D57ED0 + the integration id (4 hex) + the position (2 hex). */
export function providerDeviceId(integrationId: number, position: number): string {
    return `70B3D57ED0${hex(integrationId, 4)}${hex(position, 2)}`;
}

export function providerDevices(integration: {
    id: number;
    type: IntegrationType;
}): ProviderDevice[] {
    if (PUSH_TYPES.includes(integration.type)) return [];
    const templates = CATALOGUE[integration.type] ?? [];
    return templates.map(([name, details], index) => ({
        deviceId: providerDeviceId(integration.id, index + 1),
        name,
        details,
    }));
}

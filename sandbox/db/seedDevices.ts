/** The demo devices (fixed ids). Facts the tests rely on are listed in sandbox/README.md. */
import { providerDeviceId } from '../providers/providerDevices.ts';
import type { DeviceDetails } from '../providers/deviceTypes.ts';
import type { DeviceInput, DeviceTag } from './devices.ts';

/** Readings the seed gives a device: 72 hourly ones, 6 recent ones, or none. */
export type SeedReadings = 'hourly' | 'recent' | 'none';

export interface SeedDevice extends DeviceInput {
    id: number;
    readings: SeedReadings;
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
const WEATHER: DeviceDetails = {
    vendor: 'Barani Design',
    deviceType: 'MeteoHelix IoT Pro',
    firmware: '3.2',
};
const COUNTER: DeviceDetails = { vendor: 'Telraam', deviceType: 'S2', firmware: '1.1' };

/** The REST demo device that posts a reading every 30 s. */
export const DEMO_DEVICE_ID = 'WS-MARKTPLATZ-01';

type Row = [
    id: number,
    name: string,
    integrationId: number,
    deviceId: string,
    details: DeviceDetails,
    tags: DeviceTag[],
    isEnabled: boolean,
    mapping: number | null,
    readings: SeedReadings,
    extra?: Partial<DeviceInput>,
];

// prettier-ignore
const ORGANIZATION_1: Row[] = [
    // ChirpStack Stadtwerke (1): the first two are also in the provider's list
    [1, 'Streetlight Bahnhofstraße 1', 1, providerDeviceId(1, 1), OWLET, ['lighting'], true, 101, 'recent'],
    [2, 'Streetlight Bahnhofstraße 3', 1, providerDeviceId(1, 2), OWLET, ['lighting'], false, 101, 'recent'],
    [3, 'Streetlight Lindenallee 2', 1, '70B3D57ED0000111', OWLET, ['lighting'], false, 101, 'recent'],
    [4, 'Streetlight Lindenallee 4', 1, '70B3D57ED0000112', OWLET, ['lighting'], false, 101, 'recent'],
    [5, 'Climate sensor Rathaus', 1, '70B3D57ED0000113', CLIMATE, ['environment'], true, 103, 'hourly', { isTSD: true, updateInterval: 3600 }],
    [6, 'Light segment Marktplatz Nord', 1, '70B3D57ED0000114', SEGMENT, ['light-segment'], true, 101, 'recent'],
    [7, 'Light segment Marktplatz Süd', 1, '70B3D57ED0000115', SEGMENT, ['light-segment'], false, 101, 'recent'],
    [8, 'Pressure sensor Wasserturm', 1, '70B3D57ED0000116', PRESSURE, ['valve', 'external'], true, 102, 'recent'],
    [9, 'Streetlight Lindenallee 6', 1, '70B3D57ED0000117', OWLET, ['lighting'], false, 101, 'recent'],
    // MQTT Broker Stadtwerke (2)
    [10, 'Valve Pumpwerk Ost', 2, providerDeviceId(2, 1), VALVE, ['valve'], true, 102, 'recent'],
    [11, 'Valve Hochbehälter Süd', 2, providerDeviceId(2, 2), VALVE, ['valve'], false, 102, 'recent'],
    [12, 'Water meter Kläranlage', 2, '70B3D57ED0000211', METER, ['valve'], true, 102, 'recent'],
    // Smart Interface (3, REST): the demo device sends a reading every 30 s; 14 expects none at
    // a known time (updateInterval 0: no interval)
    [13, 'Weather station Marktplatz', 3, DEMO_DEVICE_ID, WEATHER, ['environment'], true, 103, 'hourly', { isTSD: true, updateInterval: 60 }],
    [14, 'Traffic counter Ringstraße', 3, 'TC-RINGSTRASSE-01', COUNTER, ['external'], false, null, 'recent', { updateInterval: 0 }],
    // Swisscom LPN (4)
    [15, 'Light segment Seepromenade', 4, providerDeviceId(4, 1), SEGMENT, ['light-segment'], false, 101, 'recent'],
    [16, 'Climate sensor Seebad', 4, providerDeviceId(4, 2), CLIMATE, ['environment'], true, 103, 'recent'],
    // Element Stadtwerke (5); 18 has never sent anything (never seen); 19 expects an uplink a
    // minute but its newest is 15 minutes old (silent from the start)
    [17, 'Parking sensor Rathausplatz 1', 5, providerDeviceId(5, 1), PARKING, ['traffic'], true, null, 'recent'],
    [18, 'Parking sensor Rathausplatz 2', 5, providerDeviceId(5, 2), PARKING, ['traffic'], true, null, 'none'],
    [19, 'CO2 sensor Grundschule Nord', 5, '70B3D57ED0000511', CO2, ['environment'], false, 103, 'recent', { updateInterval: 60 }],
    // Digimondo Webhook (6)
    [20, 'Climate sensor Gewerbegebiet', 6, 'DGM-GEWERBE-01', CLIMATE, ['environment'], true, 103, 'recent'],
];

// prettier-ignore
const ORGANIZATION_2: Row[] = [
    // ChirpStack Lago Verde (7)
    [21, 'Parcheggio Piazza Garibaldi 1', 7, providerDeviceId(7, 1), PARKING, ['traffic'], true, 201, 'recent'],
    [22, 'Parcheggio Piazza Garibaldi 2', 7, providerDeviceId(7, 2), PARKING, ['traffic'], true, 201, 'recent'],
    [23, 'Lampione Lungolago 4', 7, '70B3D57ED0000711', OWLET, ['lighting'], false, null, 'recent'],
    [24, 'Sensore clima Municipio', 7, '70B3D57ED0000712', CLIMATE, ['environment'], true, null, 'recent'],
];

const LOCATIONS: Record<number, string> = {
    1: 'Bahnhofstraße 1, Musterstadt',
    5: 'Rathaus, 2. OG, Musterstadt',
    13: 'Marktplatz, Musterstadt (47.3769 N, 8.5417 E)',
    21: 'Piazza Garibaldi, Lago Verde',
};

const device =
    (organizationId: number) =>
    (row: Row): SeedDevice => {
        const [id, name, integrationId, deviceId, details, tags, isEnabled, mapping, readings] =
            row;
        return {
            id,
            name,
            description: '',
            deviceId,
            integrationId,
            organizationId,
            mapping,
            tags,
            isTSD: false,
            isEnabled,
            updateInterval: 900,
            location: LOCATIONS[id] ?? '',
            details,
            readings,
            ...row[9],
        };
    };

export const SEED_DEVICES: SeedDevice[] = [
    ...ORGANIZATION_1.map(device(1)),
    ...ORGANIZATION_2.map(device(2)),
];

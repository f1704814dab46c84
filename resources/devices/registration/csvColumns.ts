/**
 * The columns of a registration CSV file. The first row names the columns (in any order, any
 * case); its separator, , or ;, is the file's. The encoding is UTF-8 (with or without BOM),
 * UTF-16 with a BOM, or else Windows-1252 (parseCsv.ts).
 */
import type { DeviceDetails } from '../types';
import { toCsv } from '../../../src/export/csv';

export const REQUIRED_COLUMNS = ['name', 'deviceId', 'vendor', 'deviceType', 'firmware'] as const;
export const OPTIONAL_COLUMNS = [
    'description',
    'tag',
    'serviceId',
    'location',
    'updateInterval',
] as const;
export const CSV_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

const BY_LOWER_CASE = new Map<string, CsvColumn>(
    CSV_COLUMNS.map(column => [column.toLowerCase(), column]),
);

/** The column a header cell names (ignoring case, spaces and a BOM), if any. */
export const columnOf = (headerCell: string): CsvColumn | undefined =>
    BY_LOWER_CASE.get(
        headerCell
            .replace(/^\uFEFF/, '')
            .trim()
            .toLowerCase(),
    );

/**
 * A template: the header row and one example row (of a supported device type when known),
 * written by the console's one CSV writer (src/export: inert cells, a BOM for Excel).
 */
export const templateCsv = (example?: DeviceDetails, exampleDeviceId = '70B3D57ED0001234') => {
    const values: Record<CsvColumn, string> = {
        name: 'Street light 1',
        deviceId: exampleDeviceId,
        vendor: example?.vendor ?? 'Vendor',
        deviceType: example?.deviceType ?? 'Device type',
        firmware: example?.firmware ?? '1.0',
        description: 'Main street, north side',
        tag: 'lighting',
        serviceId: '',
        location: '47.3769, 8.5417',
        updateInterval: '3600',
    };
    return toCsv(CSV_COLUMNS, [values]);
};

/**
 * The units of a device's readings. The API sends bare numbers ({"temperature": 21.4,
 * "humidity": 48, "battery": 3.6}); the unit follows from the field's name as the device types'
 * decoders name their fields (sandbox/providers/sampleReadings.ts), and a device type that
 * measures a field in another unit says so by its vendor (a Decentlab sensor's pressure in bar,
 * a weather station's in hPa). A field of no known unit (a count of cars) has none.
 */
const FIELD_UNITS: Record<string, string> = {
    temperature: '°C',
    humidity: '%',
    battery: 'V',
    co2: 'ppm',
    dimLevel: '%',
    position: '%',
    power: 'W',
    pressure: 'hPa',
    windSpeed: 'm/s',
    rain: 'mm',
    flow: 'l/min',
    volume: 'l',
};

/** Fields a vendor's devices measure in a unit of their own. */
const VENDOR_UNITS: Record<string, Record<string, string>> = {
    Decentlab: { pressure: 'bar' },
    Kamstrup: { flow: 'm³/h' },
};

/** The unit of a reading's field, '' when none is known. */
export const readingUnit = (field: string, vendor?: string): string =>
    (vendor ? VENDOR_UNITS[vendor]?.[field] : undefined) ?? FIELD_UNITS[field] ?? '';

/** A field's name with its unit, as the legend and the summary show it: "temperature (°C)". */
export const withUnit = (field: string, unit: string) => (unit ? `${field} (${unit})` : field);

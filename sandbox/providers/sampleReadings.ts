/** Believable readings per device type, deterministic for a given time (seed and demo device). */
import type { DeviceDetails } from './deviceTypes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A daily wave between min and max, peaking mid-afternoon, with a small offset per device. */
function daily(time: number, min: number, max: number, phase = 0): number {
    const angle = (((time + phase) % DAY) / DAY) * 2 * Math.PI - (Math.PI * 5) / 6;
    return min + ((max - min) * (1 + Math.sin(angle))) / 2;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function sampleReading(details: DeviceDetails, time: number): Record<string, unknown> {
    const hourOfDay = new Date(time).getUTCHours();
    const night = hourOfDay < 6 || hourOfDay >= 20;
    switch (details.vendor) {
        case 'Milesight':
            return {
                temperature: round(daily(time, 16, 24)),
                humidity: Math.round(daily(time, 58, 42)),
                battery: 3.6,
            };
        case 'Elsys':
            return {
                co2: Math.round(daily(time, 420, 950, 2 * HOUR)),
                temperature: round(daily(time, 19, 23)),
                humidity: Math.round(daily(time, 50, 38)),
                battery: 3.5,
            };
        case 'Schréder':
        case 'Flashnet':
            return {
                dimLevel: night ? 80 : 0,
                power: night ? round(daily(time, 41, 43), 1) : 0,
                lampFailures: 0,
            };
        case 'Bürkert':
            return { position: 100, flow: round(daily(time, 8, 22)), battery: 3.4 };
        case 'Kamstrup':
            return {
                volume: Math.round(184_000 + (time % (365 * DAY)) / 60_000),
                flow: round(daily(time, 1.2, 4.8), 2),
                battery: 3.6,
            };
        case 'Decentlab':
            return {
                pressure: round(daily(time, 4.1, 4.6, 5 * HOUR), 2),
                temperature: round(daily(time, 9, 13)),
                battery: 3.3,
            };
        case 'Nedap':
            return { occupied: hourOfDay >= 8 && hourOfDay < 18, battery: 3.6 };
        case 'Barani Design':
            return {
                temperature: round(daily(time, 14, 26)),
                humidity: Math.round(daily(time, 75, 45)),
                pressure: round(1013 + 4 * Math.sin(time / (3 * DAY))),
                windSpeed: round(daily(time, 1.5, 6.5, 3 * HOUR)),
                rain: 0,
                battery: 3.6,
            };
        case 'Telraam':
            return {
                cars: night ? 12 : Math.round(daily(time, 120, 480)),
                bikes: night ? 1 : Math.round(daily(time, 20, 90)),
                pedestrians: night ? 2 : Math.round(daily(time, 40, 160)),
            };
        default:
            return { value: round(daily(time, 0, 100)) };
    }
}

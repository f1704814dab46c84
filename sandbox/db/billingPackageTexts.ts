/**
 * The packages' specifications in German and Italian. The database keeps them in English (the
 * billing back end's own language, billingPackages.ts); an answer in another language translates
 * each one it knows and leaves any other as stored.
 */
import type { TextLanguage } from '../app/acceptLanguage.ts';

type Translation = Record<Exclude<TextLanguage, 'en'>, string>;

/** Every specification of the seeded packages, by its English text. */
export const SPECIFICATION_TEXTS: Record<string, Translation> = {
    '10 lighting licences': { de: '10 Beleuchtungslizenzen', it: '10 licenze di illuminazione' },
    '50 lighting licences': { de: '50 Beleuchtungslizenzen', it: '50 licenze di illuminazione' },
    'Dimming schedules': { de: 'Dimmpläne', it: 'Programmi di attenuazione' },
    'Lamp failure alarms': {
        de: 'Alarme bei Leuchtenstörungen',
        it: 'Allarmi di guasto delle lampade',
    },
    'Energy reports': { de: 'Energieberichte', it: 'Rapporti energetici' },
    '10 light-segment licences': {
        de: '10 Lichtsegment-Lizenzen',
        it: '10 licenze per segmenti di illuminazione',
    },
    'Segment profiles': { de: 'Segmentprofile', it: 'Profili dei segmenti' },
    '1 lighting controller licence': {
        de: '1 Lizenz für ein Beleuchtungssteuergerät',
        it: '1 licenza per centralina di illuminazione',
    },
    'Central switching': { de: 'Zentrales Schalten', it: 'Comando centralizzato' },
    'Up to 10 valves': { de: 'Bis zu 10 Ventile', it: 'Fino a 10 valvole' },
    'Up to 50 valves': { de: 'Bis zu 50 Ventile', it: 'Fino a 50 valvole' },
    'Remote open and close': {
        de: 'Öffnen und Schließen aus der Ferne',
        it: 'Apertura e chiusura a distanza',
    },
    'Pressure alarms': { de: 'Druckalarme', it: 'Allarmi di pressione' },
    'Leak detection': { de: 'Leckerkennung', it: 'Rilevamento delle perdite' },
    'Up to 20 counters or parking sensors': {
        de: 'Bis zu 20 Zähler oder Parksensoren',
        it: 'Fino a 20 contatori o sensori di parcheggio',
    },
    'Occupancy dashboard': { de: 'Belegungsübersicht', it: 'Cruscotto dell’occupazione' },
    'Up to 10 sensors': { de: 'Bis zu 10 Sensoren', it: 'Fino a 10 sensori' },
    'Up to 50 sensors': { de: 'Bis zu 50 Sensoren', it: 'Fino a 50 sensori' },
    'Temperature, humidity and CO2': {
        de: 'Temperatur, Luftfeuchtigkeit und CO2',
        it: 'Temperatura, umidità e CO2',
    },
    'Threshold alarms': { de: 'Grenzwertalarme', it: 'Allarmi di soglia' },
    'Open data export': { de: 'Open-Data-Export', it: 'Esportazione come dati aperti' },
};

/** A package's specifications (as stored, in English) in a language. */
export const specificationsIn = (
    specifications: readonly string[],
    language: TextLanguage,
): string[] =>
    specifications.map(text =>
        language !== 'en' && Object.hasOwn(SPECIFICATION_TEXTS, text)
            ? SPECIFICATION_TEXTS[text]![language]
            : text,
    );

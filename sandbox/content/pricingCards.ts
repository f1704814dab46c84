/** Pricing cards (content type pricingCards), keyed by SAP number, their texts in en, de and it. */
import {
    DEFAULT_TEXT_LANGUAGE,
    type InLanguages,
    type TextLanguage,
} from '../app/acceptLanguage.ts';

export interface PricingCard {
    sapNumber: string;
    title: string;
    subtitle: string;
    features: string[];
    highlighted: boolean;
}

type CardText = Pick<PricingCard, 'title' | 'subtitle' | 'features'>;

interface CardData {
    texts: InLanguages<CardText>;
    highlighted: boolean;
}

/** The titles are the plan variants' names (planVariants.ts). */
export const PRICING_CARDS: Record<string, CardData> = {
    'SAP-SLS-S': {
        texts: {
            en: {
                title: 'Lighting S',
                subtitle: 'For villages and single streets',
                features: ['10 street lights per unit', 'Dimming schedules', 'Failure alarms'],
            },
            de: {
                title: 'Beleuchtung S',
                subtitle: 'Für Dörfer und einzelne Straßen',
                features: ['10 Straßenleuchten pro Einheit', 'Dimmpläne', 'Störungsalarme'],
            },
            it: {
                title: 'Illuminazione S',
                subtitle: 'Per paesi e singole strade',
                features: [
                    '10 lampioni per unità',
                    'Programmi di attenuazione',
                    'Allarmi di guasto',
                ],
            },
        },
        highlighted: false,
    },
    'SAP-SLS-M': {
        texts: {
            en: {
                title: 'Lighting M',
                subtitle: 'For towns and districts',
                features: [
                    '50 street lights per unit',
                    'Dimming schedules',
                    'Failure alarms',
                    'Monthly energy reports',
                ],
            },
            de: {
                title: 'Beleuchtung M',
                subtitle: 'Für Städte und Stadtteile',
                features: [
                    '50 Straßenleuchten pro Einheit',
                    'Dimmpläne',
                    'Störungsalarme',
                    'Monatliche Energieberichte',
                ],
            },
            it: {
                title: 'Illuminazione M',
                subtitle: 'Per città e quartieri',
                features: [
                    '50 lampioni per unità',
                    'Programmi di attenuazione',
                    'Allarmi di guasto',
                    'Rapporti energetici mensili',
                ],
            },
        },
        highlighted: true,
    },
    'SAP-SLS-SEG': {
        texts: {
            en: {
                title: 'Light segments',
                subtitle: 'Whole segments at once',
                features: ['10 light segments per unit', 'Segment profiles'],
            },
            de: {
                title: 'Lichtsegmente',
                subtitle: 'Ganze Segmente auf einmal',
                features: ['10 Lichtsegmente pro Einheit', 'Segmentprofile'],
            },
            it: {
                title: 'Segmenti di illuminazione',
                subtitle: 'Interi segmenti in una volta',
                features: ['10 segmenti di illuminazione per unità', 'Profili dei segmenti'],
            },
        },
        highlighted: false,
    },
    'SAP-SLS-CTRL': {
        texts: {
            en: {
                title: 'Controller',
                subtitle: 'One central lighting controller',
                features: ['1 controller per unit', 'Central switching'],
            },
            de: {
                title: 'Steuergerät',
                subtitle: 'Ein zentrales Beleuchtungssteuergerät',
                features: ['1 Steuergerät pro Einheit', 'Zentrales Schalten'],
            },
            it: {
                title: 'Centralina',
                subtitle: 'Un’unica centralina per l’illuminazione',
                features: ['1 centralina per unità', 'Comando centralizzato'],
            },
        },
        highlighted: false,
    },
    'SAP-SVS-S': {
        texts: {
            en: {
                title: 'Valves S',
                subtitle: 'For small water networks',
                features: ['Up to 10 valves per unit', 'Remote control', 'Pressure alarms'],
            },
            de: {
                title: 'Ventile S',
                subtitle: 'Für kleine Wassernetze',
                features: ['Bis zu 10 Ventile pro Einheit', 'Fernsteuerung', 'Druckalarme'],
            },
            it: {
                title: 'Valvole S',
                subtitle: 'Per piccole reti idriche',
                features: [
                    'Fino a 10 valvole per unità',
                    'Comando a distanza',
                    'Allarmi di pressione',
                ],
            },
        },
        highlighted: false,
    },
    'SAP-SVS-M': {
        texts: {
            en: {
                title: 'Valves M',
                subtitle: 'For municipal utilities',
                features: [
                    'Up to 50 valves per unit',
                    'Remote control',
                    'Pressure alarms',
                    'Leak detection',
                ],
            },
            de: {
                title: 'Ventile M',
                subtitle: 'Für Stadtwerke',
                features: [
                    'Bis zu 50 Ventile pro Einheit',
                    'Fernsteuerung',
                    'Druckalarme',
                    'Leckerkennung',
                ],
            },
            it: {
                title: 'Valvole M',
                subtitle: 'Per aziende municipalizzate',
                features: [
                    'Fino a 50 valvole per unità',
                    'Comando a distanza',
                    'Allarmi di pressione',
                    'Rilevamento delle perdite',
                ],
            },
        },
        highlighted: true,
    },
    'SAP-STS-S': {
        texts: {
            en: {
                title: 'Traffic S',
                subtitle: 'Counting and parking',
                features: ['Up to 20 sensors per unit', 'Occupancy dashboard', 'Traffic reports'],
            },
            de: {
                title: 'Verkehr S',
                subtitle: 'Zählen und Parken',
                features: [
                    'Bis zu 20 Sensoren pro Einheit',
                    'Belegungsübersicht',
                    'Verkehrsberichte',
                ],
            },
            it: {
                title: 'Traffico S',
                subtitle: 'Conteggio e parcheggi',
                features: [
                    'Fino a 20 sensori per unità',
                    'Cruscotto dell’occupazione',
                    'Rapporti sul traffico',
                ],
            },
        },
        highlighted: true,
    },
    'SAP-SES-S': {
        texts: {
            en: {
                title: 'Environment S',
                subtitle: 'Schools and public buildings',
                features: ['Up to 10 sensors per unit', 'Temperature, humidity and CO2'],
            },
            de: {
                title: 'Umwelt S',
                subtitle: 'Schulen und öffentliche Gebäude',
                features: [
                    'Bis zu 10 Sensoren pro Einheit',
                    'Temperatur, Luftfeuchtigkeit und CO2',
                ],
            },
            it: {
                title: 'Ambiente S',
                subtitle: 'Scuole ed edifici pubblici',
                features: ['Fino a 10 sensori per unità', 'Temperatura, umidità e CO2'],
            },
        },
        highlighted: false,
    },
    'SAP-SES-M': {
        texts: {
            en: {
                title: 'Environment M',
                subtitle: 'The whole town',
                features: [
                    'Up to 50 sensors per unit',
                    'Temperature, humidity and CO2',
                    'Threshold alarms',
                    'Open data export',
                ],
            },
            de: {
                title: 'Umwelt M',
                subtitle: 'Die ganze Stadt',
                features: [
                    'Bis zu 50 Sensoren pro Einheit',
                    'Temperatur, Luftfeuchtigkeit und CO2',
                    'Grenzwertalarme',
                    'Open-Data-Export',
                ],
            },
            it: {
                title: 'Ambiente M',
                subtitle: 'Tutta la città',
                features: [
                    'Fino a 50 sensori per unità',
                    'Temperatura, umidità e CO2',
                    'Allarmi di soglia',
                    'Esportazione come dati aperti',
                ],
            },
        },
        highlighted: true,
    },
};

export function pricingCard(
    sapNumber: string,
    language: TextLanguage = DEFAULT_TEXT_LANGUAGE,
): PricingCard | undefined {
    if (!Object.hasOwn(PRICING_CARDS, sapNumber)) return undefined;
    const { texts, highlighted } = PRICING_CARDS[sapNumber]!;
    return { sapNumber, ...texts[language], highlighted };
}

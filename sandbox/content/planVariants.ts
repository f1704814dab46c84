/**
 * The store's texts and prices of each package, keyed by SAP number (the billing packages' key):
 * the texts in en, de and it, the price the same in every language.
 */
import type { InLanguages } from '../app/acceptLanguage.ts';

export interface PlanVariantText {
    planVariantName: string;
    name: string;
    /** `' | '`-separated: service code | size | what is included | the line the console shows. */
    description: string;
}

export interface PlanVariantData {
    texts: InLanguages<PlanVariantText>;
    /** Euro per unit and year. */
    recurringFee: number;
}

export const PLAN_VARIANTS: Record<string, PlanVariantData> = {
    'SAP-SLS-S': {
        texts: {
            en: {
                planVariantName: 'Lighting S',
                name: 'Smart Lighting S',
                description:
                    'SLS | S | 10 lighting licences | Switch and dim up to 10 street lights per unit',
            },
            de: {
                planVariantName: 'Beleuchtung S',
                name: 'Intelligente Beleuchtung S',
                description:
                    'SLS | S | 10 Beleuchtungslizenzen | Bis zu 10 Straßenleuchten pro Einheit schalten und dimmen',
            },
            it: {
                planVariantName: 'Illuminazione S',
                name: 'Illuminazione intelligente S',
                description:
                    'SLS | S | 10 licenze di illuminazione | Accendi, spegni e attenua fino a 10 lampioni per unità',
            },
        },
        recurringFee: 1200,
    },
    'SAP-SLS-M': {
        texts: {
            en: {
                planVariantName: 'Lighting M',
                name: 'Smart Lighting M',
                description:
                    'SLS | M | 50 lighting licences | Switch and dim up to 50 street lights per unit',
            },
            de: {
                planVariantName: 'Beleuchtung M',
                name: 'Intelligente Beleuchtung M',
                description:
                    'SLS | M | 50 Beleuchtungslizenzen | Bis zu 50 Straßenleuchten pro Einheit schalten und dimmen',
            },
            it: {
                planVariantName: 'Illuminazione M',
                name: 'Illuminazione intelligente M',
                description:
                    'SLS | M | 50 licenze di illuminazione | Accendi, spegni e attenua fino a 50 lampioni per unità',
            },
        },
        recurringFee: 4800,
    },
    'SAP-SLS-SEG': {
        texts: {
            en: {
                planVariantName: 'Light segments',
                name: 'Smart Lighting Segments',
                description:
                    'SLS | SEG | 10 light-segment licences | Control whole light segments, 10 per unit',
            },
            de: {
                planVariantName: 'Lichtsegmente',
                name: 'Intelligente Beleuchtung Lichtsegmente',
                description:
                    'SLS | SEG | 10 Lichtsegment-Lizenzen | Ganze Lichtsegmente steuern, 10 pro Einheit',
            },
            it: {
                planVariantName: 'Segmenti di illuminazione',
                name: 'Illuminazione intelligente Segmenti',
                description:
                    'SLS | SEG | 10 licenze per segmenti di illuminazione | Comanda interi segmenti di illuminazione, 10 per unità',
            },
        },
        recurringFee: 950,
    },
    'SAP-SLS-CTRL': {
        texts: {
            en: {
                planVariantName: 'Controller',
                name: 'Smart Lighting Controller',
                description:
                    'SLS | CTRL | 1 controller licence | Central switching for one lighting controller',
            },
            de: {
                planVariantName: 'Steuergerät',
                name: 'Intelligente Beleuchtung Steuergerät',
                description:
                    'SLS | CTRL | 1 Steuergerät-Lizenz | Zentrales Schalten für ein Beleuchtungssteuergerät',
            },
            it: {
                planVariantName: 'Centralina',
                name: 'Illuminazione intelligente Centralina',
                description:
                    'SLS | CTRL | 1 licenza per centralina | Comando centralizzato per una centralina di illuminazione',
            },
        },
        recurringFee: 149.9,
    },
    'SAP-SVS-S': {
        texts: {
            en: {
                planVariantName: 'Valves S',
                name: 'Smart Valve S',
                description: 'SVS | S | up to 10 valves | Open, close and watch up to 10 valves',
            },
            de: {
                planVariantName: 'Ventile S',
                name: 'Intelligentes Ventil S',
                description:
                    'SVS | S | bis zu 10 Ventile | Bis zu 10 Ventile öffnen, schließen und überwachen',
            },
            it: {
                planVariantName: 'Valvole S',
                name: 'Valvola intelligente S',
                description:
                    'SVS | S | fino a 10 valvole | Apri, chiudi e monitora fino a 10 valvole',
            },
        },
        recurringFee: 800,
    },
    'SAP-SVS-M': {
        texts: {
            en: {
                planVariantName: 'Valves M',
                name: 'Smart Valve M',
                description:
                    'SVS | M | up to 50 valves | Open, close and watch up to 50 valves with leak detection',
            },
            de: {
                planVariantName: 'Ventile M',
                name: 'Intelligentes Ventil M',
                description:
                    'SVS | M | bis zu 50 Ventile | Bis zu 50 Ventile öffnen, schließen und überwachen, mit Leckerkennung',
            },
            it: {
                planVariantName: 'Valvole M',
                name: 'Valvola intelligente M',
                description:
                    'SVS | M | fino a 50 valvole | Apri, chiudi e monitora fino a 50 valvole con rilevamento delle perdite',
            },
        },
        recurringFee: 3200,
    },
    'SAP-STS-S': {
        texts: {
            en: {
                planVariantName: 'Traffic S',
                name: 'Smart Traffic S',
                description:
                    'STS | S | up to 20 sensors | Count traffic and parking occupancy with up to 20 sensors',
            },
            de: {
                planVariantName: 'Verkehr S',
                name: 'Verkehrsüberwachung S',
                description:
                    'STS | S | bis zu 20 Sensoren | Verkehr und Parkplatzbelegung mit bis zu 20 Sensoren erfassen',
            },
            it: {
                planVariantName: 'Traffico S',
                name: 'Monitoraggio del traffico S',
                description:
                    'STS | S | fino a 20 sensori | Rileva traffico e occupazione dei parcheggi con fino a 20 sensori',
            },
        },
        recurringFee: 2400,
    },
    'SAP-SES-S': {
        texts: {
            en: {
                planVariantName: 'Environment S',
                name: 'Smart Environment S',
                description:
                    'SES | S | up to 10 sensors | Measure temperature, humidity and CO2 with up to 10 sensors',
            },
            de: {
                planVariantName: 'Umwelt S',
                name: 'Umweltüberwachung S',
                description:
                    'SES | S | bis zu 10 Sensoren | Temperatur, Luftfeuchtigkeit und CO2 mit bis zu 10 Sensoren messen',
            },
            it: {
                planVariantName: 'Ambiente S',
                name: 'Monitoraggio ambientale S',
                description:
                    'SES | S | fino a 10 sensori | Rileva temperatura, umidità e CO2 con fino a 10 sensori',
            },
        },
        recurringFee: 600,
    },
    'SAP-SES-M': {
        texts: {
            en: {
                planVariantName: 'Environment M',
                name: 'Smart Environment M',
                description:
                    'SES | M | up to 50 sensors | Measure the climate across town with up to 50 sensors',
            },
            de: {
                planVariantName: 'Umwelt M',
                name: 'Umweltüberwachung M',
                description:
                    'SES | M | bis zu 50 Sensoren | Das Klima in der ganzen Stadt mit bis zu 50 Sensoren messen',
            },
            it: {
                planVariantName: 'Ambiente M',
                name: 'Monitoraggio ambientale M',
                description:
                    'SES | M | fino a 50 sensori | Rileva il clima in tutta la città con fino a 50 sensori',
            },
        },
        recurringFee: 2500,
    },
};

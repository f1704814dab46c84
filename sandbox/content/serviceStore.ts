/** Service-store entries (content type serviceStore), keyed by smart service id, in en, de and it. */
import {
    DEFAULT_TEXT_LANGUAGE,
    type InLanguages,
    type TextLanguage,
} from '../app/acceptLanguage.ts';
import { BILLING_PACKAGES, type SmartServiceId } from '../db/billingPackages.ts';
import { specificationsIn } from '../db/billingPackageTexts.ts';
import { PLAN_VARIANTS } from './planVariants.ts';
import type { PlanVariant, ServiceStoreEntry } from '../../custom-pages/billing/state/types.ts';

export type { PlanVariant, ServiceStoreEntry };

type ServiceText = Pick<ServiceStoreEntry, 'pageTitle' | 'highlights' | 'serviceDescription'>;

/** The page titles are the names the console's home tiles give the services in each language. */
const SERVICES: Record<SmartServiceId, InLanguages<ServiceText>> = {
    'smart-lighting': {
        en: {
            pageTitle: 'Smart Lighting',
            highlights: [
                'Switch and dim every street light from one place',
                'Lamp failures raise alarms at once',
                'Dimming schedules save up to 60 % energy',
            ],
            serviceDescription:
                'Connect street lights and light segments over LoRaWAN, group them, dim them by schedule and see at a glance which lamp needs a visit.',
        },
        de: {
            pageTitle: 'Intelligente Beleuchtung',
            highlights: [
                'Jede Straßenleuchte von einem Ort aus schalten und dimmen',
                'Leuchtenstörungen lösen sofort einen Alarm aus',
                'Dimmpläne sparen bis zu 60 % Energie',
            ],
            serviceDescription:
                'Verbinden Sie Straßenleuchten und Lichtsegmente über LoRaWAN, fassen Sie sie zu Gruppen zusammen, dimmen Sie sie nach Zeitplan und sehen Sie auf einen Blick, welche Leuchte gewartet werden muss.',
        },
        it: {
            pageTitle: 'Illuminazione intelligente',
            highlights: [
                'Accendi, spegni e attenua ogni lampione da un unico punto',
                'I guasti delle lampade generano subito un allarme',
                'I programmi di attenuazione fanno risparmiare fino al 60 % di energia',
            ],
            serviceDescription:
                'Collega lampioni e segmenti di illuminazione tramite LoRaWAN, raggruppali, attenuali secondo un programma e vedi a colpo d’occhio quale lampada richiede un intervento.',
        },
    },
    'smart-valve': {
        en: {
            pageTitle: 'Smart Valve',
            highlights: [
                'Open and close valves remotely',
                'Pressure and flow readings every few minutes',
                'Alarms for leaks and low pressure',
            ],
            serviceDescription:
                'Watch and steer the valves, pressure sensors and water meters of your water network without driving out to them.',
        },
        de: {
            pageTitle: 'Intelligentes Ventil',
            highlights: [
                'Ventile aus der Ferne öffnen und schließen',
                'Messwerte für Druck und Durchfluss alle paar Minuten',
                'Alarme bei Leckagen und niedrigem Druck',
            ],
            serviceDescription:
                'Überwachen und steuern Sie die Ventile, Drucksensoren und Wasserzähler Ihres Wassernetzes, ohne hinausfahren zu müssen.',
        },
        it: {
            pageTitle: 'Valvola intelligente',
            highlights: [
                'Apri e chiudi le valvole a distanza',
                'Letture di pressione e portata a intervalli di pochi minuti',
                'Allarmi per perdite e bassa pressione',
            ],
            serviceDescription:
                'Monitora e comanda valvole, sensori di pressione e contatori dell’acqua della tua rete idrica senza doverti recare sul posto.',
        },
    },
    'traffic-monitoring': {
        en: {
            pageTitle: 'Traffic Monitoring',
            highlights: [
                'Count vehicles, bicycles and pedestrians',
                'Live parking occupancy',
                'Reports for traffic planning',
            ],
            serviceDescription:
                'Traffic counters and parking sensors show how streets and car parks are used, live and over time.',
        },
        de: {
            pageTitle: 'Verkehrsüberwachung',
            highlights: [
                'Fahrzeuge, Fahrräder und Fußgänger zählen',
                'Parkplatzbelegung in Echtzeit',
                'Berichte für die Verkehrsplanung',
            ],
            serviceDescription:
                'Verkehrszähler und Parksensoren zeigen, wie Straßen und Parkplätze genutzt werden, in Echtzeit und im Zeitverlauf.',
        },
        it: {
            pageTitle: 'Monitoraggio del traffico',
            highlights: [
                'Conta veicoli, biciclette e pedoni',
                'Occupazione dei parcheggi in tempo reale',
                'Rapporti per la pianificazione del traffico',
            ],
            serviceDescription:
                'Contatori del traffico e sensori di parcheggio mostrano come vengono usati strade e parcheggi, in tempo reale e nel corso del tempo.',
        },
    },
    'environmental-monitoring': {
        en: {
            pageTitle: 'Environmental Monitoring',
            highlights: [
                'Temperature, humidity and CO2 across town',
                'Threshold alarms for heat and poor air',
                'Share the data as open data',
            ],
            serviceDescription:
                'Climate and air-quality sensors in schools, squares and parks measure the town’s environment and warn when limits are passed.',
        },
        de: {
            pageTitle: 'Umweltüberwachung',
            highlights: [
                'Temperatur, Luftfeuchtigkeit und CO2 in der ganzen Stadt',
                'Grenzwertalarme bei Hitze und schlechter Luft',
                'Die Daten als Open Data bereitstellen',
            ],
            serviceDescription:
                'Klima- und Luftgütesensoren in Schulen, auf Plätzen und in Parks messen die Umwelt der Stadt und warnen, wenn Grenzwerte überschritten werden.',
        },
        it: {
            pageTitle: 'Monitoraggio ambientale',
            highlights: [
                'Temperatura, umidità e CO2 in tutta la città',
                'Allarmi di soglia per caldo e aria inquinata',
                'Condividi i dati come dati aperti',
            ],
            serviceDescription:
                'Sensori di clima e qualità dell’aria in scuole, piazze e parchi misurano l’ambiente della città e avvisano quando i limiti vengono superati.',
        },
    },
};

/**
 * The store entry of one smart service in a language, its asset URLs below `base` (e.g.
 * "/content").
 */
export function serviceStoreEntry(
    id: string,
    base: string,
    language: TextLanguage = DEFAULT_TEXT_LANGUAGE,
): ServiceStoreEntry | undefined {
    if (!Object.hasOwn(SERVICES, id)) return undefined;
    const serviceId = id as SmartServiceId;
    const planVariants = BILLING_PACKAGES.filter(p => p.smartServiceId === serviceId).map(
        ({ id: packageId, sapNumber, specifications }): PlanVariant => {
            const { recurringFee, texts } = PLAN_VARIANTS[sapNumber]!;
            return {
                fields: {
                    id: packageId,
                    sapNumber,
                    ...texts[language],
                    pricing: { currency: 'EUR', recurringFee },
                    specifications: specificationsIn(specifications, language),
                    bookedQuantity: 0,
                },
            };
        },
    );
    return {
        id: serviceId,
        ...SERVICES[serviceId][language],
        icon: `${base}/assets/${serviceId}-icon.svg`,
        heroImage: `${base}/assets/${serviceId}-hero.svg`,
        planVariants,
    };
}

export const SERVICE_STORE_IDS = Object.keys(SERVICES) as SmartServiceId[];

/** Service-store entries (content type serviceStore), keyed by smart service id. */
import { BILLING_PACKAGES, type SmartServiceId } from '../db/billingPackages.ts';
import { PLAN_VARIANTS } from './planVariants.ts';
import type { PlanVariant, ServiceStoreEntry } from '../../custom-pages/billing/state/types.ts';

export type { PlanVariant, ServiceStoreEntry };

type ServiceText = Pick<ServiceStoreEntry, 'pageTitle' | 'highlights' | 'serviceDescription'>;

const SERVICES: Record<SmartServiceId, ServiceText> = {
    'smart-lighting': {
        pageTitle: 'Smart Lighting',
        highlights: [
            'Switch and dim every street light from one place',
            'Lamp failures raise alarms at once',
            'Dimming schedules save up to 60 % energy',
        ],
        serviceDescription:
            'Connect street lights and light segments over LoRaWAN, group them, dim them by schedule and see at a glance which lamp needs a visit.',
    },
    'smart-valve': {
        pageTitle: 'Smart Valve',
        highlights: [
            'Open and close valves remotely',
            'Pressure and flow readings every few minutes',
            'Alarms for leaks and low pressure',
        ],
        serviceDescription:
            'Watch and steer the valves, pressure sensors and water meters of your water network without driving out to them.',
    },
    'traffic-monitoring': {
        pageTitle: 'Traffic Monitoring',
        highlights: [
            'Count vehicles, bicycles and pedestrians',
            'Live parking occupancy',
            'Reports for traffic planning',
        ],
        serviceDescription:
            'Traffic counters and parking sensors show how streets and car parks are used, live and over time.',
    },
    'environmental-monitoring': {
        pageTitle: 'Environmental Monitoring',
        highlights: [
            'Temperature, humidity and CO2 across town',
            'Threshold alarms for heat and poor air',
            'Share the data as open data',
        ],
        serviceDescription:
            'Climate and air-quality sensors in schools, squares and parks measure the town’s environment and warn when limits are passed.',
    },
};

/** The store entry of one smart service, its asset URLs below `base` (e.g. "/content"). */
export function serviceStoreEntry(id: string, base: string): ServiceStoreEntry | undefined {
    if (!Object.hasOwn(SERVICES, id)) return undefined;
    const serviceId = id as SmartServiceId;
    const planVariants = BILLING_PACKAGES.filter(p => p.smartServiceId === serviceId).map(
        ({ id: packageId, sapNumber, specifications }): PlanVariant => {
            const { recurringFee, ...texts } = PLAN_VARIANTS[sapNumber]!;
            return {
                fields: {
                    id: packageId,
                    sapNumber,
                    ...texts,
                    pricing: { currency: 'EUR', recurringFee },
                    specifications: [...specifications],
                    bookedQuantity: 0,
                },
            };
        },
    );
    return {
        id: serviceId,
        ...SERVICES[serviceId],
        icon: `${base}/assets/${serviceId}-icon.svg`,
        heroImage: `${base}/assets/${serviceId}-hero.svg`,
        planVariants,
    };
}

export const SERVICE_STORE_IDS = Object.keys(SERVICES) as SmartServiceId[];

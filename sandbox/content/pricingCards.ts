/** Pricing cards (content type pricingCards), keyed by SAP number. */

export interface PricingCard {
    sapNumber: string;
    title: string;
    subtitle: string;
    features: string[];
    highlighted: boolean;
}

export const PRICING_CARDS: Record<string, Omit<PricingCard, 'sapNumber'>> = {
    'SAP-SLS-S': {
        title: 'Lighting S',
        subtitle: 'For villages and single streets',
        features: ['10 street lights per unit', 'Dimming schedules', 'Failure alarms'],
        highlighted: false,
    },
    'SAP-SLS-M': {
        title: 'Lighting M',
        subtitle: 'For towns and districts',
        features: [
            '50 street lights per unit',
            'Dimming schedules',
            'Failure alarms',
            'Monthly energy reports',
        ],
        highlighted: true,
    },
    'SAP-SLS-SEG': {
        title: 'Light segments',
        subtitle: 'Whole segments at once',
        features: ['10 light segments per unit', 'Segment profiles'],
        highlighted: false,
    },
    'SAP-SLS-CTRL': {
        title: 'Controller',
        subtitle: 'One central lighting controller',
        features: ['1 controller per unit', 'Central switching'],
        highlighted: false,
    },
    'SAP-SVS-S': {
        title: 'Valves S',
        subtitle: 'For small water networks',
        features: ['Up to 10 valves per unit', 'Remote control', 'Pressure alarms'],
        highlighted: false,
    },
    'SAP-SVS-M': {
        title: 'Valves M',
        subtitle: 'For municipal utilities',
        features: [
            'Up to 50 valves per unit',
            'Remote control',
            'Pressure alarms',
            'Leak detection',
        ],
        highlighted: true,
    },
    'SAP-STS-S': {
        title: 'Traffic S',
        subtitle: 'Counting and parking',
        features: ['Up to 20 sensors per unit', 'Occupancy dashboard', 'Traffic reports'],
        highlighted: true,
    },
    'SAP-SES-S': {
        title: 'Environment S',
        subtitle: 'Schools and public buildings',
        features: ['Up to 10 sensors per unit', 'Temperature, humidity and CO2'],
        highlighted: false,
    },
    'SAP-SES-M': {
        title: 'Environment M',
        subtitle: 'The whole town',
        features: [
            'Up to 50 sensors per unit',
            'Temperature, humidity and CO2',
            'Threshold alarms',
            'Open data export',
        ],
        highlighted: true,
    },
};

export function pricingCard(sapNumber: string): PricingCard | undefined {
    if (!Object.hasOwn(PRICING_CARDS, sapNumber)) return undefined;
    return { sapNumber, ...PRICING_CARDS[sapNumber]! };
}

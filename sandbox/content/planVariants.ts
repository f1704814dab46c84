/** The store's texts and prices of each package, keyed by SAP number (the billing packages' key). */

export interface PlanVariantText {
    planVariantName: string;
    name: string;
    /** `' | '`-separated: service code | size | what is included | the line the console shows. */
    description: string;
    /** Euro per unit and year. */
    recurringFee: number;
}

export const PLAN_VARIANTS: Record<string, PlanVariantText> = {
    'SAP-SLS-S': {
        planVariantName: 'Lighting S',
        name: 'Smart Lighting S',
        description:
            'SLS | S | 10 lighting licences | Switch and dim up to 10 street lights per unit',
        recurringFee: 1200,
    },
    'SAP-SLS-M': {
        planVariantName: 'Lighting M',
        name: 'Smart Lighting M',
        description:
            'SLS | M | 50 lighting licences | Switch and dim up to 50 street lights per unit',
        recurringFee: 4800,
    },
    'SAP-SLS-SEG': {
        planVariantName: 'Light segments',
        name: 'Smart Lighting Segments',
        description:
            'SLS | SEG | 10 light-segment licences | Control whole light segments, 10 per unit',
        recurringFee: 950,
    },
    'SAP-SLS-CTRL': {
        planVariantName: 'Controller',
        name: 'Smart Lighting Controller',
        description:
            'SLS | CTRL | 1 controller licence | Central switching for one lighting controller',
        recurringFee: 149.9,
    },
    'SAP-SVS-S': {
        planVariantName: 'Valves S',
        name: 'Smart Valve S',
        description: 'SVS | S | up to 10 valves | Open, close and watch up to 10 valves',
        recurringFee: 800,
    },
    'SAP-SVS-M': {
        planVariantName: 'Valves M',
        name: 'Smart Valve M',
        description:
            'SVS | M | up to 50 valves | Open, close and watch up to 50 valves with leak detection',
        recurringFee: 3200,
    },
    'SAP-STS-S': {
        planVariantName: 'Traffic S',
        name: 'Smart Traffic S',
        description:
            'STS | S | up to 20 sensors | Count traffic and parking occupancy with up to 20 sensors',
        recurringFee: 2400,
    },
    'SAP-SES-S': {
        planVariantName: 'Environment S',
        name: 'Smart Environment S',
        description:
            'SES | S | up to 10 sensors | Measure temperature, humidity and CO2 with up to 10 sensors',
        recurringFee: 600,
    },
    'SAP-SES-M': {
        planVariantName: 'Environment M',
        name: 'Smart Environment M',
        description:
            'SES | M | up to 50 sensors | Measure the climate across town with up to 50 sensors',
        recurringFee: 2500,
    },
};

/** Turns the onboarding wizard's values into the body of POST /devices/onboard. */
import { isRestIntegration } from '../integrationTypes';
import {
    onboardBody,
    providerOnboardDevices,
    reportedTypes,
    restOnboardDevice,
    type OnboardChoice,
} from './onboardPayload';
import type { UnboardedDevice } from '../types';
import type { Integration } from '../../integrations/types';

export interface OnboardValues {
    integrationId: number | string;
    name?: string;
    vendor: string;
    deviceType: string;
    firmware: string;
    tag: string;
    /** The service id; '' or null for none. */
    mapping?: number | string | null;
}

interface Context {
    integration: Pick<Integration, 'id' | 'name' | 'type'>;
    organizationId: number;
    generatedId?: string;
    selected: UnboardedDevice[];
}

const serviceId = (mapping: OnboardValues['mapping']) =>
    mapping === undefined || mapping === null || mapping === '' ? null : Number(mapping);

/** null when something the body needs is missing, or the selected devices mix types. */
export const onboardRequest = (values: OnboardValues, context: Context) => {
    const choice: OnboardChoice = {
        integrationId: context.integration.id,
        organizationId: context.organizationId,
        tag: values.tag,
        mapping: serviceId(values.mapping),
        details: {
            vendor: values.vendor,
            deviceType: values.deviceType,
            firmware: values.firmware,
        },
    };
    if (isRestIntegration(context.integration.type)) {
        const name = values.name?.trim();
        if (!name || !context.generatedId) return null;
        return onboardBody([restOnboardDevice(choice, name, context.generatedId)]);
    }
    // One type for devices the provider reports as of different types would be wrong for some.
    if (!context.selected.length || reportedTypes(context.selected).length > 1) return null;
    return onboardBody(
        providerOnboardDevices(
            choice,
            context.selected.map(({ deviceId, name, details }) => ({ deviceId, name, details })),
        ),
    );
};

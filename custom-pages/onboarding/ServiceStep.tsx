/** Step 4: the service the devices serve (or none). */
import { SelectInput } from 'react-admin';
import type { ServiceRecord } from '../../resources/devices/wizardTypes';

export const ServiceStep = ({
    services,
    isPending,
}: {
    services: ServiceRecord[];
    isPending: boolean;
}) => (
    <SelectInput
        source="mapping"
        label="deviceWizards.common.service"
        choices={services}
        optionText={(service: ServiceRecord) => `${service.name} (${service.type})`}
        translateChoice={false}
        isPending={isPending}
        emptyText="deviceWizards.common.no_service"
        sx={{ minWidth: 320 }}
    />
);

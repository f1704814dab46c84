/** Step 4: the service the devices serve (or none). */
import { SelectInput } from 'react-admin';
import type { Service } from '../../resources/services/types';

export const ServiceStep = ({
    services,
    isPending,
}: {
    services: Service[];
    isPending: boolean;
}) => (
    <SelectInput
        source="mapping"
        label="deviceWizards.common.service"
        choices={services}
        optionText={(service: Service) => `${service.name} (${service.type})`}
        translateChoice={false}
        isPending={isPending}
        emptyText="deviceWizards.common.no_service"
        sx={{ minWidth: 320 }}
    />
);

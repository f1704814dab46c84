/** Step 4: the service the devices serve (or none). */
import { useTranslate } from 'react-admin';
import { SelectInput } from '../../../src/ui/SelectInput';
import { serviceTypeLabelKey, type Service } from '../../services/types';

export const ServiceStep = ({
    services,
    isPending,
}: {
    services: Service[];
    isPending: boolean;
}) => {
    const translate = useTranslate();
    return (
        <SelectInput
            source="mapping"
            label="deviceWizards.common.service"
            choices={services}
            optionText={(service: Service) =>
                `${service.name} (${translate(serviceTypeLabelKey(service.type), { _: service.type })})`
            }
            translateChoice={false}
            isPending={isPending}
            emptyText="deviceWizards.common.no_service"
            sx={{ minWidth: 320 }}
        />
    );
};

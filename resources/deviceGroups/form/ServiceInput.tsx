/**
 * The subscribed group of a device group: one of the organization's services, or none (a new
 * organization has no services yet; the group can be subscribed to one later).
 */
import { SelectInput } from '../../../src/ui/SelectInput';
import { useLookup } from '../../../src/api/lists/useLookup';
import type { Service } from '../../services/types';

export const ServiceInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { records, isPending } = useLookup<Service>('services');
    const noServices = !isPending && records.length === 0;
    return (
        <SelectInput
            source="mapping"
            choices={records}
            translateChoice={false}
            isPending={isPending}
            emptyText="resources.deviceGroups.no_subscribed_group"
            helperText={
                noServices && !readOnly ? 'resources.deviceGroups.no_services_yet' : undefined
            }
            readOnly={readOnly}
            sx={{ minWidth: 320 }}
        />
    );
};

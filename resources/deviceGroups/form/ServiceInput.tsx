/**
 * The subscribed group of a device group: one of the organization's services, or none (a new
 * organization has no services yet; the group can be subscribed to one later).
 */
import { SelectInput, useGetList } from 'react-admin';

const ALL = {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: 'name', order: 'ASC' as const },
};

export const ServiceInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { data, isPending } = useGetList('services', ALL);
    const noServices = !isPending && !data?.length;
    return (
        <SelectInput
            source="mapping"
            choices={data ?? []}
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

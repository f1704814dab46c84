/** The subscribed group of a device group: one of the organization's services. */
import { required, SelectInput, useGetList } from 'react-admin';

const ALL = {
    pagination: { page: 1, perPage: 1_000_000 },
    sort: { field: 'name', order: 'ASC' as const },
};

export const ServiceInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { data, isPending } = useGetList('services', ALL);
    return (
        <SelectInput
            source="mapping"
            choices={data ?? []}
            isPending={isPending}
            validate={readOnly ? undefined : required()}
            readOnly={readOnly}
            sx={{ minWidth: 320 }}
        />
    );
};

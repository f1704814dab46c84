/**
 * An edit page's heading, naming the record once it is read: "Integration: ChirpStack
 * Stadtwerke", not only "Integration" (the browser tab's title follows it). It reads the record
 * as the page's form does (the same query: no second request).
 */
import { useGetOne, useGetRecordRepresentation, type Identifier } from 'react-admin';
import { PageHeading } from '../ui/PageHeading';

export const EditHeading = ({ resource, id }: { resource: string; id: Identifier }) => {
    const { data: record } = useGetOne(resource, { id });
    const representationOf = useGetRecordRepresentation(resource);
    const representation = record ? representationOf(record) : undefined;
    return (
        <PageHeading
            titleKey={`resources.${resource}.edit`}
            detail={typeof representation === 'string' ? representation : undefined}
        />
    );
};

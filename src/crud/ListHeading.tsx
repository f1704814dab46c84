/**
 * The h1 of a list page: the resource's plural name, the same words react-admin's List puts into
 * the app bar. Every page has an h1 in its content, which takes the focus after a navigation.
 */
import { useGetResourceLabel } from 'react-admin';
import { Heading } from '../ui/PageHeading';

export const ListHeading = ({ resource }: { resource: string }) => {
    const label = useGetResourceLabel();
    return <Heading>{label(resource, 2)}</Heading>;
};

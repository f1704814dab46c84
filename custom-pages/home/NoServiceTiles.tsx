/**
 * The portal home without a single tile (product specification section 2). An organization that
 * has no services yet says so: its admin gets the Add Service action (a new organization's first
 * admin is the one to add them, not someone to ask), a viewer learns that the admin can. Users
 * outside an organization, and members of one whose services their realm roles do not open, read
 * the specification's message: no permission, contact the organization admin.
 */
import { Alert, Box } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ADD_SERVICE } from '../../resources/services/serviceActions';
import { isAdmin } from '../../src/auth/roles';
import { useAccess } from '../../src/auth/useAccess';
import { ListActionButton } from '../../src/crud/ListActions';

const NoPermission = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" sx={{ mt: 2 }}>
            {translate('app.home.no_permission')}
        </Alert>
    );
};

/** The organization's services, asked only here: whether there are none. */
const OrganizationServices = ({ admin }: { admin: boolean }) => {
    const translate = useTranslate();
    const { total, isPending, error } = useGetList('services', {
        pagination: { page: 1, perPage: 1 },
    });
    if (isPending) return null;
    if (error || (total ?? 0) > 0) return <NoPermission />;
    return (
        <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.services.empty')}{' '}
            {translate(admin ? 'resources.services.purpose' : 'app.home.no_services_viewer')}
            {admin && (
                <Box sx={{ mt: 1 }}>
                    <ListActionButton action={ADD_SERVICE} variant="contained" />
                </Box>
            )}
        </Alert>
    );
};

export const NoServiceTiles = () => {
    const { role, hasOrganization } = useAccess();
    if (!hasOrganization || (role !== 'viewer' && !isAdmin(role))) return <NoPermission />;
    return <OrganizationServices admin={isAdmin(role)} />;
};

/**
 * /organization/users: the organization and its services on the left; the selected node's users
 * on the right (?group= keeps the selection over a reload). Organization admins and system
 * admins invite and edit; viewers never open the page (the users segment is blocked for them).
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { groupFromId, organizationGroup, serviceGroup, type UserGroupRef } from './groups';
import type { Service } from '../services/types';
import { useLookup } from '../../src/api/lists/useLookup';
import { useAccess } from '../../src/auth/useAccess';
import { useOrganizations } from '../../src/organization/useOrganizations';
import { PageHeading } from '../../src/ui/PageHeading';
import { GroupTree } from './GroupTree';
import { GroupUsers } from './GroupUsers';

const GROUP_PARAM = 'group';

export const OrganizationUsersPage = () => {
    const translate = useTranslate();
    const { organizationId } = useAccess();
    const [params, setParams] = useSearchParams();
    const organizations = useOrganizations();
    const services = useLookup<Service>('services');
    if (!organizationId) return null;

    const organizationName = organizations.get(organizationId)?.name ?? '';
    const organizationNode = organizationGroup(organizationId);
    const serviceList = services.records;
    const requested = groupFromId(params.get(GROUP_PARAM));
    const requestedService =
        requested?.kind === 'service'
            ? serviceList.find(service => serviceGroup(service.id).groupId === requested.groupId)
            : undefined;
    const group: UserGroupRef = requestedService ? requested! : organizationNode;
    const groupName = requestedService?.name ?? organizationName;

    const select = (groupId: string) =>
        setParams(groupId === organizationNode.groupId ? {} : { [GROUP_PARAM]: groupId }, {
            replace: true,
        });

    // A service asked for in the address waits for the services before showing anything.
    const waiting = requested?.kind === 'service' && services.isPending;
    return (
        <>
            <PageHeading titleKey="app.pages.users" />
            {/* The tree beside the users from 1200 px; narrower (a tablet across, the menu open)
                above them, where the users' table has the page's width for its actions. */}
            <Box
                sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', lg: 'row' },
                    gap: 3,
                    mt: 2,
                }}
            >
                <GroupTree
                    organizationName={organizationName}
                    services={serviceList}
                    selected={group.groupId}
                    organizationGroupId={organizationNode.groupId}
                    serviceGroupId={service => serviceGroup(service.id).groupId}
                    onSelect={select}
                />
                {!waiting && (
                    <GroupUsers
                        key={group.groupId}
                        group={group}
                        groupName={groupName}
                        heading={translate('resources.users.group.users_of', { name: groupName })}
                        capability="manageUsers"
                        invite
                        removal="group"
                    />
                )}
            </Box>
        </>
    );
};

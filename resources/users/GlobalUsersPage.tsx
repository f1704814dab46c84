/**
 * /system/users: every user of the platform with their global roles (the group named after the
 * product: ADMIN and USER). System admins edit them; USER cannot be toggled; removing a user
 * deletes the account.
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { globalGroup } from './groups';
import { getConfig } from '../../src/config';
import { PageHeading } from '../../src/ui/PageHeading';
import { GroupUsers } from './GroupUsers';

export const GlobalUsersPage = () => {
    const translate = useTranslate();
    const groupName = translate('resources.users.group.global');
    return (
        <>
            <PageHeading titleKey="app.pages.global_users" />
            <Box sx={{ mt: 2 }}>
                <GroupUsers
                    group={globalGroup(getConfig().productName)}
                    groupName={groupName}
                    heading={groupName}
                    capability="editGlobalUsers"
                    invite={false}
                    removal="account"
                />
            </Box>
        </>
    );
};

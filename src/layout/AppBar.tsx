/** The header: page title, organization selector, language, refresh and user menu. */
import { Box } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { OrganizationSelector } from './OrganizationSelector';

export const AppBar = () => (
    <RaAppBar color="primary">
        <TitlePortal />
        <Box sx={{ flex: 1 }} />
        <OrganizationSelector />
    </RaAppBar>
);

/** The header: page title, organization selector, language, refresh and user menu. */
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { OrganizationSelector } from './OrganizationSelector';

export const AppBar = () => (
    <RaAppBar color="primary">
        <TitlePortal variantMapping={{ h6: 'span' }} />
        <OrganizationSelector />
    </RaAppBar>
);

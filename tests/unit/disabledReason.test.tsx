/** Admin controls are shown to everyone; a user who may not use one sees it disabled, with why. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { capabilityReasonKey } from '../../src/auth/useCapability';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';
import { EditFooter } from '../../src/ui/EditFooter';
import { signInWithGroups, signOutOfTests } from './signedIn';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const renderFooter = (capability?: 'editItems' | 'manageOrganizations') =>
    render(
        <AdminContext
            i18nProvider={i18nProvider}
            store={memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })}
        >
            <Form record={{ id: 1, name: 'A' }}>
                <EditFooter capability={capability} />
            </Form>
        </AdminContext>,
    );

describe('controls a user may not use', () => {
    afterEach(signOutOfTests);

    it('names who may use each capability', () => {
        expect(capabilityReasonKey('editItems')).toBe('app.access.admins_only');
        expect(capabilityReasonKey('manageAlarms')).toBe('app.access.admins_only');
        expect(capabilityReasonKey('manageOrganizations')).toBe('app.access.system_admins_only');
        expect(capabilityReasonKey('activateAsAdmin')).toBe('app.access.system_admins_only');
    });

    it("shows a viewer the footer's Undo and Save disabled, and says why on hover", async () => {
        signInWithGroups(['/organizations/1/VIEWER']);
        renderFooter();
        const save = await screen.findByRole('button', { name: 'Save' });
        expect(save).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
        // Without hovering too: a screen reader reads it as the button's description.
        expect(save).toHaveAttribute(
            'aria-description',
            'Only organization admins and system admins can do this.',
        );
        await userEvent.hover(save.parentElement as HTMLElement);
        expect(await screen.findByRole('tooltip')).toHaveTextContent(
            'Only organization admins and system admins can do this.',
        );
    });

    it('says that only system admins may, for their capabilities', async () => {
        signInWithGroups(['/organizations/1/ADMIN']);
        renderFooter('manageOrganizations');
        const save = await screen.findByRole('button', { name: 'Save' });
        await userEvent.hover(save.parentElement as HTMLElement);
        expect(await screen.findByRole('tooltip')).toHaveTextContent(
            'Only system admins can do this.',
        );
    });
});

/**
 * A plain resource needs nothing but its declaration: a throw-away "gateways" resource (declared
 * here, not registered) gets its landing tile, a search box over its searchFields, a translated
 * yes/no, a date in the console's language, the related record's name for a reference, a select
 * for it on the form, and an update body of the changed writable fields with a numeric id.
 */
import RouterIcon from '@mui/icons-material/Router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, mergeTranslations, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { ResourceEdit } from '../../src/crud/ResourceEdit';
import { ResourceList } from '../../src/crud/ResourceList';
import { buildRouteTable } from '../../src/routing/routeTable';
import { RouteTableContext } from '../../src/routing/RouteTableContext';
import { LandingPage } from '../../src/ui/LandingPage';
import { signInWithGroups, signOutOfTests } from './signedIn';
import { dataProviderOver } from './testDataProvider';

interface Gateway extends RaRecord {
    id: number;
    name: string;
    serial: string;
    online: boolean;
    installedAt: string;
    altitude: number;
    integrationId: number;
}

interface Site extends RaRecord {
    id: number;
    name: string;
}

const gateways: ResourceDeclaration<Gateway> = {
    name: 'gateways',
    endpoint: '/gateways',
    paths: { list: '/dad/gateways', add: '/dad/gateways/add', edit: '/dad/gateways/edit' },
    fields: [
        { source: 'name', type: 'text' },
        { source: 'serial', type: 'text', edit: 'readOnly' },
        { source: 'online', type: 'boolean', create: false, edit: 'readOnly' },
        { source: 'installedAt', type: 'date' },
        { source: 'altitude', type: 'number' },
        { source: 'integrationId', type: 'reference', reference: 'sites' },
    ],
    sort: { field: 'name', order: 'ASC' },
    searchFields: ['name', 'serial'],
    recordRepresentation: 'name',
    tile: { order: 5, descriptionKey: 'resources.gateways.tile', icon: RouterIcon },
};

const sites: ResourceDeclaration<Site> = {
    name: 'sites',
    endpoint: '/sites',
    paths: { list: '/dad/sites' },
    fields: [{ source: 'name', type: 'text' }],
    recordRepresentation: 'name',
};

const GATEWAYS: Gateway[] = [
    {
        id: 7,
        name: 'Gateway Nord',
        serial: 'GW-7',
        online: true,
        installedAt: '2024-03-05T12:00:00Z',
        altitude: 412,
        integrationId: 10,
    },
    {
        id: 8,
        name: 'Gateway Süd',
        serial: 'GW-8',
        online: false,
        installedAt: '2023-11-20T12:00:00Z',
        altitude: 398,
        integrationId: 11,
    },
];

const SITES: Site[] = [
    { id: 10, name: 'Rathaus' },
    { id: 11, name: 'Wasserwerk' },
];

const messages = mergeTranslations(englishCatalogue, {
    resources: {
        gateways: {
            name: 'Gateway |||| Gateways',
            add: 'Add gateway',
            edit: 'Edit gateway',
            tile: 'LoRaWAN gateways of the organization',
            fields: {
                name: 'Name',
                serial: 'Serial',
                online: 'Online',
                installedAt: 'Installed',
                altitude: 'Altitude',
                integrationId: 'Site',
            },
        },
        sites: { name: 'Sites' },
    },
});

interface Call {
    method: string;
    path: string;
    body: unknown;
}

const setup = (locale = 'en', path = '/dad/gateways') => {
    const calls: Call[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(String(url), 'http://console');
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method, path: pathname, body });
        if (method !== 'GET') return Response.json({ ...GATEWAYS[0], ...body });
        if (pathname === '/api/gateways/7') return Response.json(GATEWAYS[0]);
        if (pathname === '/api/gateways') return Response.json(GATEWAYS);
        if (pathname === '/api/sites') return Response.json(SITES);
        return Response.json([]);
    });
    const dataProvider = dataProviderOver(fetch, [gateways, sites]);
    const i18nProvider = polyglotI18nProvider(() => messages, locale);
    const wrap = (children: ReactNode) =>
        render(
            <MemoryRouter initialEntries={[path]}>
                <AdminContext
                    dataProvider={dataProvider}
                    i18nProvider={i18nProvider}
                    store={memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })}
                >
                    <RouteTableContext.Provider value={buildRouteTable([], [gateways, sites])}>
                        {children}
                    </RouteTableContext.Provider>
                </AdminContext>
            </MemoryRouter>,
        );
    return { calls, wrap };
};

describe('a resource declared and nothing else', { timeout: 30_000 }, () => {
    beforeEach(() => signInWithGroups());
    afterEach(signOutOfTests);

    it('has its tile on the landing page of its area', async () => {
        setup().wrap(
            <LandingPage
                landing={{ path: '/dad', access: 'organizationMembers', labelKey: 'app.pages.dad' }}
            />,
        );
        const link = await screen.findByRole('link', { name: 'Gateways' });
        expect(link).toHaveAttribute('href', '/dad/gateways');
        expect(link).toHaveAccessibleDescription('LoRaWAN gateways of the organization');
        // A list without a tile has none.
        expect(screen.queryByRole('link', { name: 'Sites' })).not.toBeInTheDocument();
    });

    it('lists its records with a search box, yes/no, dates, numbers and related names', async () => {
        setup().wrap(<ResourceList declaration={gateways} />);
        const nord = await screen.findByRole('row', { name: /Gateway Nord/ });
        await waitFor(() => expect(within(nord).getByText('Rathaus')).toBeInTheDocument());
        expect(within(nord).getByText('Yes')).toBeInTheDocument();
        expect(within(nord).getByText('3/5/2024')).toBeInTheDocument();
        expect(within(nord).getByText('412')).toBeInTheDocument();
        const sued = screen.getByRole('row', { name: /Gateway Süd/ });
        expect(within(sued).getByText('No')).toBeInTheDocument();
        expect(within(sued).getByText('Wasserwerk')).toBeInTheDocument();
        expect(screen.queryByText('true')).not.toBeInTheDocument();

        await userEvent.type(screen.getByLabelText('Search'), 'gw-8');
        await waitFor(
            () => expect(screen.queryByRole('row', { name: /Gateway Nord/ })).toBeNull(),
            { timeout: 3000 },
        );
        expect(screen.getByRole('row', { name: /Gateway Süd/ })).toBeInTheDocument();
    });

    it("shows dates in the console's language", async () => {
        setup('de').wrap(<ResourceList declaration={gateways} />);
        const nord = await screen.findByRole('row', { name: /Gateway Nord/ });
        expect(within(nord).getByText('5.3.2024')).toBeInTheDocument();
    });

    it('edits with a select of the related records and sends only the changed fields', async () => {
        const { calls, wrap } = setup('en', '/dad/gateways/edit?id=7');
        wrap(<ResourceEdit declaration={gateways} />);
        const name = await screen.findByLabelText('Name');
        await waitFor(() => expect(name).toHaveValue('Gateway Nord'));
        expect(screen.getByLabelText('Serial')).toHaveAttribute('readonly');

        await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Wasserwerk' }));
        await userEvent.clear(name);
        await userEvent.type(name, 'Gateway Nordost');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(calls.some(call => call.method === 'PATCH')).toBe(true));
        const update = calls.find(call => call.method === 'PATCH');
        expect(update?.path).toBe('/api/gateways/7');
        expect(update?.body).toEqual({ id: 7, name: 'Gateway Nordost', integrationId: 11 });
    });
});

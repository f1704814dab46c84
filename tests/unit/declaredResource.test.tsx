/**
 * A plain resource needs nothing but its declaration: a throw-away "gateways" resource (declared
 * here, not registered) gets its landing tile, a search box over its searchFields, a translated
 * yes/no, a date and a date-time shown and entered in the console's language (not the browser's,
 * jsdom's en-US) and stored as ISO 8601 (the date-time in UTC), the related record's name for a
 * reference, a select for it on the form (the related records by name), a date-time entered by
 * keyboard alone, read-only dates shown as read-only texts and not sent, and an update body of
 * the changed writable fields with a numeric id.
 * A second one, "beacons", declares nothing of its fields: they come from its schemas
 * (fieldsFromSchemas, decision 0069), with their checks, columns, sort and search.
 */
import RouterIcon from '@mui/icons-material/Router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, mergeTranslations, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { ORGANIZATION_STORE_KEY } from '../../src/organization/organizationSelection';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { ResourceCreate } from '../../src/crud/ResourceCreate';
import { ResourceEdit } from '../../src/crud/ResourceEdit';
import { ResourceList } from '../../src/crud/ResourceList';
import { buildRouteTable } from '../../src/routing/routeTable';
import { RouteTableContext } from '../../src/routing/RouteTableContext';
import { LandingPage } from '../../src/ui/LandingPage';
import { FreeText, Id, PublicUrl, SharedName } from '../../src/validation/schemaParts';
import { signInWithGroups, signOutOfTests } from './signedIn';
import { dataProviderOver } from './testDataProvider';

interface Gateway extends RaRecord {
    id: number;
    name: string;
    serial: string;
    online: boolean;
    installedAt: string;
    lastContact: string;
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
        { source: 'lastContact', type: 'dateTime' },
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

/** A beacon's schemas, as a resource's schema.ts writes them; the console gets them as JSON. */
const BeaconRecord = Type.Object({
    id: Id(),
    name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
    band: Type.Enum(['EU868', 'US915'], { title: 'Band', 'x-filter': true }),
    active: Type.Boolean({ 'x-filter': true }),
    siteId: Id({ 'x-reference': 'sites', 'x-filter': true }),
    note: Type.Union([Type.String(), Type.Null()], { 'x-searchable': true }),
    homepage: Type.Union([Type.String(), Type.Null()]),
    apiKey: Type.Union([Type.String(), Type.Null()], { 'x-secret': true }),
    organizationId: Id({ 'x-reference': 'organizations' }),
});
const NewBeacon = Type.Object({
    name: SharedName('Name'),
    band: Type.Enum(['EU868', 'US915'], { title: 'Band' }),
    note: Type.Optional(Type.Union([FreeText('Note', 500), Type.Null()])),
    homepage: Type.Optional(Type.Union([PublicUrl('Homepage', 300), Type.Null()])),
    apiKey: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
    organizationId: Type.Optional(Type.Unknown()),
});
const beaconSchemas = JSON.parse(
    JSON.stringify({ record: BeaconRecord, create: NewBeacon, update: Type.Partial(NewBeacon) }),
);

const beacons: ResourceDeclaration = {
    name: 'beacons',
    endpoint: '/beacons',
    organizationInBody: 'organizationId',
    paths: { list: '/dad/beacons', add: '/dad/beacons/add', edit: '/dad/beacons/edit' },
    ...fieldsFromSchemas('beacons', beaconSchemas, { organizationInBody: 'organizationId' }),
    recordRepresentation: 'name',
};

const BEACONS = [
    {
        id: 3,
        name: 'Beacon Ost',
        band: 'US915',
        active: true,
        siteId: 11,
        note: 'Behind the fountain',
        homepage: 'https://example.org/ost',
        apiKey: 'k-3-secret',
        organizationId: 1,
    },
    {
        id: 4,
        name: 'Beacon Ahorn',
        band: 'EU868',
        active: false,
        siteId: 10,
        note: null,
        homepage: null,
        apiKey: null,
        organizationId: 1,
    },
];

const GATEWAYS: Gateway[] = [
    {
        id: 7,
        name: 'Gateway Nord',
        serial: 'GW-7',
        online: true,
        installedAt: '2024-03-05T12:00:00Z',
        // Local times (the browser's time zone), as UTC ISO: the API's form.
        lastContact: new Date(2024, 2, 5, 16, 30).toISOString(),
        altitude: 412,
        integrationId: 10,
    },
    {
        id: 8,
        name: 'Gateway Süd',
        serial: 'GW-8',
        online: false,
        installedAt: '2023-11-20',
        lastContact: new Date(2023, 10, 20, 8, 5).toISOString(),
        altitude: 398,
        integrationId: 11,
    },
];

/** In the API's order, which is not the names' (a select lists them by name). */
const SITES: Site[] = [
    { id: 10, name: 'Rathaus' },
    { id: 11, name: 'Wasserwerk' },
    { id: 12, name: 'Östliche Au' },
    { id: 13, name: 'altstadt' },
    { id: 14, name: 'Bahnhof' },
    // More than react-admin's page of 25: a select offers every one.
    ...Array.from({ length: 25 }, (_, index) => ({
        id: 100 + index,
        name: `Zone ${String(index + 1).padStart(2, '0')}`,
    })),
];
/** The sites' names as a select offers them. */
const SITE_NAMES_IN_ORDER = [
    'altstadt',
    'Bahnhof',
    'Östliche Au',
    'Rathaus',
    'Wasserwerk',
    ...SITES.filter(site => site.name.startsWith('Zone')).map(site => site.name),
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
                lastContact: 'Last contact',
                altitude: 'Altitude',
                integrationId: 'Site',
            },
        },
        sites: { name: 'Sites' },
        beacons: {
            name: 'Beacon |||| Beacons',
            add: 'Add beacon',
            fields: {
                id: 'ID',
                name: 'Name',
                band: 'Band',
                active: 'Active',
                siteId: 'Site',
                note: 'Note',
                homepage: 'Homepage',
                apiKey: 'API key',
            },
            choices: { band: { EU868: 'Europe (868 MHz)', US915: 'America (915 MHz)' } },
        },
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
        if (pathname === '/api/beacons') return Response.json(BEACONS);
        return Response.json([]);
    });
    const dataProvider = dataProviderOver(fetch, [gateways, sites, beacons]);
    const i18nProvider = polyglotI18nProvider(() => messages, locale);
    const wrap = (children: ReactNode) =>
        render(
            <MemoryRouter initialEntries={[path]}>
                <AdminContext
                    dataProvider={dataProvider}
                    i18nProvider={i18nProvider}
                    store={memoryStore({ [ORGANIZATION_STORE_KEY]: '1' })}
                >
                    <RouteTableContext.Provider
                        value={buildRouteTable([], [gateways, sites, beacons])}
                    >
                        {children}
                    </RouteTableContext.Provider>
                </AdminContext>
            </MemoryRouter>,
        );
    return { calls, wrap };
};

/**
 * Enters a date or date-time into its field (a group of spinbuttons) as a user does who pastes it
 * in the language's format: every section selected, then the text pasted (jsdom does not type
 * into the sections; the end-to-end tests type digit by digit).
 */
const typeInto = async (field: HTMLElement, text: string) => {
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste(text);
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
        expect(within(nord).getByText('03/05/2024')).toBeInTheDocument();
        expect(within(nord).getByText('03/05/2024, 16:30')).toBeInTheDocument();
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

    it.each([
        ['de', '05.03.2024', '05.03.2024, 16:30', '20.11.2023', '20.11.2023, 08:05'],
        ['it', '05/03/2024', '05/03/2024, 16:30', '20/11/2023', '20/11/2023, 08:05'],
    ])(
        "shows dates and date-times in the console's language (%s), 24-hour",
        async (locale, nordDay, nordTime, suedDay, suedTime) => {
            setup(locale).wrap(<ResourceList declaration={gateways} />);
            const nord = await screen.findByRole('row', { name: /Gateway Nord/ });
            expect(within(nord).getByText(nordDay)).toBeInTheDocument();
            expect(within(nord).getByText(nordTime)).toBeInTheDocument();
            // A stored day is that calendar day, in every time zone.
            const sued = screen.getByRole('row', { name: /Gateway Süd/ });
            expect(within(sued).getByText(suedDay)).toBeInTheDocument();
            expect(within(sued).getByText(suedTime)).toBeInTheDocument();
        },
    );

    it.each([
        ['de', '05.03.2024', '05.03.2024 16:30', '07.03.2024', '06.03.2024 18:45'],
        ['it', '05/03/2024', '05/03/2024 16:30', '07/03/2024', '06/03/2024 18:45'],
    ])(
        "edits a date and a date-time in the console's language (%s) and sends ISO 8601, UTC",
        async (locale, shownDay, shownTime, typedDay, typedTime) => {
            const { calls, wrap } = setup(locale, '/dad/gateways/edit?id=7');
            wrap(<ResourceEdit declaration={gateways} />);
            // The pickers' code loads when a form first shows a date.
            const installed = await screen.findByRole(
                'group',
                { name: 'Installed' },
                { timeout: 15_000 },
            );
            const contact = await screen.findByRole('group', { name: 'Last contact' });
            await waitFor(() => expect(installed).toHaveTextContent(shownDay));
            expect(contact).toHaveTextContent(shownTime);

            await typeInto(installed, typedDay);
            await typeInto(contact, typedTime);
            expect(installed).toHaveTextContent(typedDay);
            expect(contact).toHaveTextContent(typedTime);
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));

            await waitFor(() => expect(calls.some(call => call.method === 'PATCH')).toBe(true));
            const update = calls.find(call => call.method === 'PATCH');
            expect(update?.body).toEqual({
                id: 7,
                installedAt: '2024-03-07',
                lastContact: new Date(2024, 2, 6, 18, 45).toISOString(),
            });
            expect((update?.body as Gateway).lastContact).toMatch(/^2024-03-06T\d\d:45:00\.000Z$/);
        },
    );

    it('takes a date-time by keyboard alone: Tab to it, arrows change its sections, Enter saves', async () => {
        const { calls, wrap } = setup('de', '/dad/gateways/edit?id=7');
        wrap(<ResourceEdit declaration={gateways} />);
        const contact = await screen.findByRole(
            'group',
            { name: 'Last contact' },
            { timeout: 15_000 },
        );
        await waitFor(() => expect(contact).toHaveTextContent('05.03.2024 16:30'));

        // Tab from the page's start until the focus is in the field: its day comes first.
        for (let step = 0; step < 30 && !contact.contains(document.activeElement); step += 1) {
            await userEvent.tab();
        }
        expect(document.activeElement).toBe(within(contact).getAllByRole('spinbutton')[0]);
        await userEvent.keyboard('{ArrowUp}'); // day 05 -> 06
        await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}'); // 16 -> 15
        await userEvent.keyboard('{ArrowRight}{ArrowUp}{ArrowUp}'); // minute 30 -> 32
        expect(contact).toHaveTextContent('06.03.2024 15:32');

        // The picker's own button is reached by Tab and named in the console's language.
        await userEvent.tab();
        expect(document.activeElement).toHaveAccessibleName(/^Datum auswählen/);
        await userEvent.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(dialog).not.toBeInTheDocument());
        expect(contact).toHaveTextContent('06.03.2024 15:32');

        while (document.activeElement !== screen.getByRole('button', { name: 'Save' })) {
            await userEvent.tab();
        }
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(calls.some(call => call.method === 'PATCH')).toBe(true));
        expect(calls.find(call => call.method === 'PATCH')?.body).toEqual({
            id: 7,
            lastContact: new Date(2024, 2, 6, 15, 32).toISOString(),
        });
    });

    it.each([
        ['a field the API sets', 'it', '05/03/2024', '05/03/2024, 16:30'],
        ["a viewer's", 'de', '05.03.2024', '05.03.2024, 16:30'],
    ])(
        "shows a read-only date and date-time (%s) as read-only texts in the console's language (%s), not as pickers",
        async (who, locale, shownDay, shownTime) => {
            const readOnlyDates: ResourceDeclaration<Gateway> = {
                ...gateways,
                fields: gateways.fields.map(field =>
                    field.type === 'date' || field.type === 'dateTime'
                        ? { ...field, edit: 'readOnly' as const }
                        : field,
                ),
            };
            const viewer = who !== 'a field the API sets';
            if (viewer) signInWithGroups(['/organizations/1/VIEWER']);
            const { calls, wrap } = setup(locale, '/dad/gateways/edit?id=7');
            wrap(<ResourceEdit declaration={viewer ? gateways : readOnlyDates} />);
            const installed = await screen.findByRole('textbox', { name: /^(Installed)/ });
            const contact = screen.getByRole('textbox', { name: /^(Last contact)/ });
            await waitFor(() => expect(installed).toHaveValue(shownDay));
            expect(contact).toHaveValue(shownTime);
            // Read-only as the other read-only fields are, to the eye and to assistive tech;
            // no picker and no calendar button to open one.
            for (const field of [installed, contact]) {
                expect(field).toHaveAttribute('readonly');
                expect(field.className).toBe(
                    screen.getByRole('textbox', { name: 'Serial' }).className,
                );
            }
            expect(screen.queryByRole('group', { name: 'Last contact' })).toBeNull();
            expect(screen.queryByRole('button', { name: /date|Datum|data/i })).toBeNull();
            await userEvent.type(contact, '1');
            expect(contact).toHaveValue(shownTime);
            if (viewer) return;

            await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() => expect(calls.some(call => call.method === 'PATCH')).toBe(true));
            expect(calls.find(call => call.method === 'PATCH')?.body).toEqual({
                id: 7,
                name: 'Gateway Nord 2',
            });
        },
    );

    it('edits with a select of the related records and sends only the changed fields', async () => {
        const { calls, wrap } = setup('en', '/dad/gateways/edit?id=7');
        wrap(<ResourceEdit declaration={gateways} />);
        const name = await screen.findByLabelText('Name');
        await waitFor(() => expect(name).toHaveValue('Gateway Nord'));
        expect(screen.getByLabelText('Serial')).toHaveAttribute('readonly');

        await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
        // The related records by name, ignoring case and accents, not in the API's order.
        await screen.findByRole('option', { name: 'Wasserwerk' });
        expect(
            screen
                .getAllByRole('option')
                .map(option => option.textContent?.trim())
                .filter(Boolean),
        ).toEqual(SITE_NAMES_IN_ORDER);
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

describe('a resource whose fields come from its schemas', { timeout: 30_000 }, () => {
    beforeEach(() => signInWithGroups());
    afterEach(signOutOfTests);

    it('lists its columns by name, values of a list translated, no free text and no secret', async () => {
        setup('en', '/dad/beacons').wrap(<ResourceList declaration={beacons} />);
        const ost = await screen.findByRole('row', { name: /Beacon Ost/ });
        expect(within(ost).getByText('America (915 MHz)')).toBeInTheDocument();
        expect(within(ost).getByText('https://example.org/ost')).toBeInTheDocument();
        expect(screen.queryByText('Behind the fountain')).not.toBeInTheDocument();
        expect(screen.queryByText('k-3-secret')).not.toBeInTheDocument();
        expect(screen.queryByRole('columnheader', { name: /Note|API key/ })).toBeNull();
        // Sorted by name; only the x-sortable column sorts.
        const rows = screen.getAllByRole('row').slice(1);
        expect(rows[0]).toHaveAccessibleName(/Beacon Ahorn/);
        const header = (name: string) =>
            screen.getByRole('columnheader', { name: new RegExp(name) });
        expect(within(header('Name')).getByRole('button')).toBeInTheDocument();
        expect(within(header('Band')).queryByRole('button')).toBeNull();
        expect(screen.getByLabelText('Search')).toBeInTheDocument();
    });

    it('filters its list by the fields the schema marks x-filter: a value of a list, a yes/no, a related record by name', async () => {
        setup('en', '/dad/beacons').wrap(<ResourceList declaration={beacons} />);
        await screen.findByRole('row', { name: /Beacon Ost/ });
        const rows = () =>
            screen
                .getAllByRole('row')
                .slice(1)
                .map(row => row.getAttribute('aria-label') ?? row.textContent);
        const choose = async (filter: string, option: string) => {
            await userEvent.click(await screen.findByRole('combobox', { name: filter }));
            await userEvent.click(await screen.findByRole('option', { name: option }));
        };

        await choose('Band', 'Europe (868 MHz)');
        await waitFor(() => expect(rows()).toEqual([expect.stringMatching(/Beacon Ahorn/)]));
        await choose('Band', 'All');
        await waitFor(() => expect(rows()).toHaveLength(2));

        await choose('Active', 'Yes');
        await waitFor(() => expect(rows()).toEqual([expect.stringMatching(/Beacon Ost/)]));
        await choose('Active', 'All');

        // The related records by name, in order.
        await userEvent.click(await screen.findByRole('combobox', { name: 'Site' }));
        const options = await screen.findAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['All', ...SITE_NAMES_IN_ORDER]);
        await userEvent.click(screen.getByRole('option', { name: 'Wasserwerk' }));
        await waitFor(() => expect(rows()).toEqual([expect.stringMatching(/Beacon Ost/)]));
        // No filter on a field the schema does not mark.
        expect(screen.queryByRole('combobox', { name: 'Note' })).toBeNull();
    });

    it("checks its fields by the schema's keywords and sends the create body", async () => {
        const { calls, wrap } = setup('en', '/dad/beacons/add');
        wrap(<ResourceCreate declaration={beacons} />);
        const name = await screen.findByRole('textbox', { name: /Name/ });
        const note = screen.getByRole('textbox', { name: 'Note' });
        const homepage = screen.getByRole('textbox', { name: 'Homepage' });
        // A free text is multi-line; a secret is masked (with its reveal control).
        expect(note.tagName).toBe('TEXTAREA');
        expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');

        await userEvent.type(name, 'B');
        await userEvent.type(homepage, 'http://10.0.0.1/hook');
        expect(
            await screen.findByText('Must not be a local, link-local or private network address'),
        ).toBeInTheDocument();
        expect(screen.getByText('Must be 2 characters at least')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

        await userEvent.type(name, 'eacon Nord');
        await userEvent.clear(homepage);
        await userEvent.type(homepage, 'https://example.org/nord');
        await userEvent.click(screen.getByRole('combobox', { name: /Band/ }));
        await userEvent.click(await screen.findByRole('option', { name: 'Europe (868 MHz)' }));
        await userEvent.type(note, 'Line one{Enter}Line two');
        await userEvent.type(screen.getByLabelText('API key'), 'k-new');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(calls.some(call => call.method === 'POST')).toBe(true));
        expect(calls.find(call => call.method === 'POST')?.body).toEqual({
            name: 'Beacon Nord',
            band: 'EU868',
            note: 'Line one\nLine two',
            homepage: 'https://example.org/nord',
            apiKey: 'k-new',
            organizationId: 1,
        });
    });
});

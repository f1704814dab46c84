/**
 * Two speed-ups put answers where react-admin's own hooks read them: the permissions known at
 * sign-in (src/auth/knownPermissions.ts) and a list page of a downloaded collection
 * (src/api/lists/listsAtOnce.ts). They rely on react-admin's query keys; these tests render
 * react-admin's hooks themselves, so an upgrade that changes a key fails here instead of quietly
 * rendering the layout and every list twice again.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import {
    AdminContext,
    memoryStore,
    useGetList,
    usePermissions,
    type AuthProvider,
    type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { knowPermissions } from '../../src/auth/knownPermissions';
import { identityFromGroups } from '../../src/auth/roles';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';
import { dataProviderOver, GATEWAYS } from './testDataProvider';

const authProviderWith = (getPermissions: AuthProvider['getPermissions']): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions,
});

/** What each render showed, in order. */
const renderedWith = (
    queryClient: QueryClient,
    providers: { authProvider?: AuthProvider; dataProvider?: DataProvider },
    Probe: () => string,
) => {
    const shown: string[] = [];
    const Recorder = () => {
        const text = Probe();
        shown.push(text);
        return <p>{text}</p>;
    };
    render(
        <AdminContext queryClient={queryClient} store={memoryStore()} {...providers}>
            <Recorder />
        </AdminContext>,
    );
    return shown;
};

describe("answers put where react-admin's hooks read them", () => {
    it('usePermissions reads the permissions known at sign-in, without asking the authProvider', async () => {
        const queryClient = new QueryClient();
        const identity = identityFromGroups('orgadmin', [], [], 'smartcity');
        knowPermissions(queryClient, identity);
        const getPermissions = vi.fn(async () => identity);
        const shown = renderedWith(
            queryClient,
            { authProvider: authProviderWith(getPermissions) },
            () => {
                const { permissions, isPending } = usePermissions();
                return isPending ? 'pending' : `user ${(permissions as typeof identity).username}`;
            },
        );
        expect(shown[0]).toBe('user orgadmin');
        await screen.findByText('user orgadmin');
        expect(getPermissions).not.toHaveBeenCalled();
    });

    it('useGetList shows another order of a downloaded collection in its first render', async () => {
        setConfig(TEST_CONFIG);
        const records = [
            { id: 1, name: 'Gateway b' },
            { id: 2, name: 'Gateway a' },
        ];
        const fetch = vi.fn(
            async () =>
                new Response(JSON.stringify(records), {
                    headers: { 'Content-Type': 'application/json' },
                }),
        ) as unknown as typeof globalThis.fetch;
        const queryClient = new QueryClient();
        const dataProvider = dataProviderOver(fetch, [GATEWAYS], queryClient);
        await dataProvider.getList('gateways', {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        const shown = renderedWith(queryClient, { dataProvider }, () => {
            const { data, isPending } = useGetList('gateways', {
                pagination: { page: 1, perPage: 25 },
                sort: { field: 'name', order: 'ASC' },
            });
            return isPending ? 'pending' : (data ?? []).map(record => record.name).join(', ');
        });
        expect(shown[0]).toBe('Gateway a, Gateway b');
        await screen.findByText('Gateway a, Gateway b');
        expect(fetch).toHaveBeenCalledTimes(1);
    });
});

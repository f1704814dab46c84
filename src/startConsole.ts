/**
 * The console's services, made once at start (main.tsx) before the first render: the query
 * cache, the data and auth providers, the translations and the themes. It also sends the opening
 * page's requests: the list the address opens is fetched, and its page's code loaded, while
 * react-admin starts.
 */
import { QueryClient } from '@tanstack/react-query';
import type Keycloak from 'keycloak-js';
import {
    addRefreshAuthToAuthProvider,
    addRefreshAuthToDataProvider,
    type AuthProvider,
    type DataProvider,
    type I18nProvider,
    type TranslationMessages,
} from 'react-admin';
import { flows, Home } from '../custom-pages';
import { createI18nProvider, type Locale } from '../i18n';
import { resources } from '../resources';
import { validBillingToken } from './api/transport/billingToken';
import { createDataProvider, type PrefetchingDataProvider } from './api/dataProvider';
import { knowRecordNames } from './api/errors/recordNames';
import { createHttpClient } from './api/transport/httpClient';
import { watchOtherTabs } from './api/cache/otherTabs';
import { versionApi } from './api/versionApi';
import { createAuthProvider } from './auth/authProvider';
import { identityFromKeycloak } from './auth/identity';
import { signOut } from './auth/keycloak';
import { knowPermissions } from './auth/knownPermissions';
import { refreshBeforeCall } from './auth/sessionCheck';
import type { ConsoleConfig } from './config';
import { darkTheme, theme as lightTheme, withProgressLabel } from './layout/theme';
import { getCurrentOrganizationId } from './organization/currentOrganization';
import { prefetchOpeningList } from './routing/prefetchOpeningList';
import { preloadOpeningPage } from './routing/preloadOpeningPage';
import { buildAccessRules, buildRouteTable } from './routing/routeTable';
import { endSession, sessionEnd } from './session/endSession';
import { registerRecordCache } from './session/recordCache';
import { watchSettling } from './loading/afterFirstRows';

export const routeTable = buildRouteTable(flows, resources);
knowRecordNames(resources);
export const accessRules = buildAccessRules(flows, routeTable);

export interface ConsoleServices {
    queryClient: QueryClient;
    dataProvider: DataProvider;
    authProvider: AuthProvider;
    i18nProvider: I18nProvider;
    /** The light and the dark theme (the header's theme menu chooses, src/layout/ThemeMenu.tsx). */
    theme: { light: typeof lightTheme; dark: typeof lightTheme };
}

interface Start {
    keycloak: Keycloak;
    config: ConsoleConfig;
    locale: Locale;
    catalogue: TranslationMessages;
}

export const startConsole = ({ keycloak, config, locale, catalogue }: Start): ConsoleServices => {
    const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    const http = createHttpClient({
        getToken: async () => keycloak.token ?? '',
        getOrganizationId: getCurrentOrganizationId,
        getBillingToken: validBillingToken,
    });
    registerRecordCache(queryClient);
    watchSettling(queryClient);
    // Lists follow the writes of the console's other tabs, and load again when stale as the tab
    // comes to the front (refetchOnWindowFocus stays off for every other query).
    watchOtherTabs(queryClient);
    const expired = () => endSession('expired');
    const refresh = refreshBeforeCall(keycloak, expired);
    const dataProvider = addRefreshAuthToDataProvider(
        {
            ...createDataProvider({
                http,
                resources,
                flows,
                queryClient,
                getOrganizationId: getCurrentOrganizationId,
            }),
            ...versionApi(http),
        },
        refresh,
    );
    const authProvider = addRefreshAuthToAuthProvider(
        createAuthProvider({
            keycloak,
            productName: config.productName,
            resources,
            accessRules,
            getOrganizationId: getCurrentOrganizationId,
            signOut,
            onSessionEnd: expired,
            sessionHasEnded: () => sessionEnd() !== null,
        }),
        refresh,
    );
    const i18nProvider = createI18nProvider(locale, catalogue);
    const identity = identityFromKeycloak(keycloak, config.productName);
    knowPermissions(queryClient, identity);
    prefetchOpeningList({
        location: window.location,
        resources,
        accessRules,
        identity,
        organizationId: getCurrentOrganizationId(),
        prefetchCollection: resource =>
            (dataProvider as unknown as PrefetchingDataProvider).prefetchCollection(resource),
    });
    // After the data's requests, which are sent once the current microtasks ran: they come first
    // in the browser's queue (six connections to the console's origin). The home page, react-admin's
    // dashboard, is not in the route table.
    setTimeout(
        () => preloadOpeningPage(window.location, [{ path: '/', page: Home }, ...routeTable]),
        0,
    );
    const loading = i18nProvider.translate('ra.page.loading');
    const theme = {
        light: withProgressLabel(lightTheme, loading),
        dark: withProgressLabel(darkTheme, loading),
    };
    return { queryClient, dataProvider, authProvider, i18nProvider, theme };
};

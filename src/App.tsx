/**
 * The composition root: react-admin's <Admin> assembled from the resources registry
 * (resources/index.ts) and the flows registry (custom-pages/index.ts). The only file of src/ that
 * names them.
 */
import { QueryClient } from '@tanstack/react-query';
import type Keycloak from 'keycloak-js';
import { Suspense, useMemo } from 'react';
import {
    AdminContext,
    addRefreshAuthToAuthProvider,
    addRefreshAuthToDataProvider,
    CustomRoutes,
    Loading,
    Resource,
    ResourceDefinitionContextProvider,
    type ResourceDefinitions,
    type TranslationMessages,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { flows, Home } from '../custom-pages';
import { createI18nProvider, type Locale } from '../i18n';
import { resources } from '../resources';
import { createDataProvider, type PrefetchingDataProvider } from './api/dataProvider';
import { createHttpClient } from './api/httpClient';
import { versionApi } from './api/versionApi';
import { createAuthProvider } from './auth/authProvider';
import { identityFromKeycloak } from './auth/identity';
import { signOut } from './auth/keycloak';
import { knowPermissions } from './auth/knownPermissions';
import { RouteGuard } from './auth/RouteGuard';
import { refreshBeforeCall } from './auth/sessionCheck';
import { validBillingToken } from './api/billingToken';
import type { ConsoleConfig } from './config';
import { AppTitle } from './layout/AppTitle';
import { ConsoleAdminUI } from './layout/ConsoleAdminUI';
import { HandledErrorNotification } from './layout/HandledErrorNotification';
import { Layout } from './layout/Layout';
import { darkTheme, theme as lightTheme, withProgressLabel } from './layout/theme';
import { getCurrentOrganizationId } from './organization/currentOrganization';
import { prefetchOpeningList } from './routing/prefetchOpeningList';
import { preloadOpeningPage } from './routing/preloadOpeningPage';
import { buildAccessRules, buildRouteTable } from './routing/routeTable';
import { RouteTableProvider } from './routing/RouteTableContext';
import { endSession, sessionEnd } from './session/endSession';
import { registerRecordCache } from './session/recordCache';
import { store } from './store';
import { watchSettling } from './ui/preloadWhenSettled';

interface Props {
    keycloak: Keycloak;
    config: ConsoleConfig;
    locale: Locale;
    catalogue: TranslationMessages;
}

const Dashboard = () => (
    <Suspense fallback={<Loading />}>
        <Home />
    </Suspense>
);

/**
 * The resources' definitions (name, icon, record representation), given once. As <Resource>
 * children, react-admin registers them in an effect and registers them again whenever the
 * permissions arrive or the children are read anew, each time rendering the whole console again
 * before the first row; the console's pages are custom routes, so the definitions are all that
 * react-admin needs of them.
 */
const resourceDefinitions: ResourceDefinitions = Object.fromEntries(
    resources.map(declaration => [
        declaration.name,
        Resource.registerResource({
            name: declaration.name,
            icon: declaration.icon,
            recordRepresentation: declaration.recordRepresentation,
        }),
    ]),
);

const routeTable = buildRouteTable(flows, resources);
const accessRules = buildAccessRules(flows, routeTable);

export const App = ({ keycloak, config, locale, catalogue }: Props) => {
    const { queryClient, dataProvider, authProvider, i18nProvider, theme } = useMemo(() => {
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
        // After the data's requests, which are sent once this render's microtasks ran: they
        // come first in the browser's queue (six connections to the console's origin).
        setTimeout(() => preloadOpeningPage(window.location, resources), 0);
        // The light and the dark theme (the header's theme menu chooses, src/layout/ThemeMenu.tsx).
        const loading = i18nProvider.translate('ra.page.loading');
        const theme = {
            light: withProgressLabel(lightTheme, loading),
            dark: withProgressLabel(darkTheme, loading),
        };
        return { queryClient, dataProvider, authProvider, i18nProvider, theme };
    }, [keycloak, config, locale, catalogue]);

    return (
        <BrowserRouter>
            <RouteTableProvider table={routeTable} accessRules={accessRules}>
                <AdminContext
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    i18nProvider={i18nProvider}
                    queryClient={queryClient}
                    store={store}
                    theme={theme.light}
                    darkTheme={theme.dark}
                >
                    <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
                        <ConsoleAdminUI
                            title={<AppTitle />}
                            layout={Layout}
                            dashboard={Dashboard}
                            notification={HandledErrorNotification}
                            requireAuth
                            disableTelemetry
                        >
                            <CustomRoutes>
                                {routeTable.map(entry => (
                                    <Route
                                        key={entry.path}
                                        path={entry.path}
                                        element={
                                            <RouteGuard path={entry.path}>
                                                <Suspense fallback={<Loading />}>
                                                    {entry.element}
                                                </Suspense>
                                            </RouteGuard>
                                        }
                                    />
                                ))}
                            </CustomRoutes>
                        </ConsoleAdminUI>
                    </ResourceDefinitionContextProvider>
                </AdminContext>
            </RouteTableProvider>
        </BrowserRouter>
    );
};

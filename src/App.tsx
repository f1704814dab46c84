/**
 * The composition root, with startConsole.ts: react-admin's <Admin> assembled from the services
 * made at start and from the resources registry (resources/index.ts) and the flows registry
 * (custom-pages/index.ts). These two are the only files of src/ that name the registries.
 */
import { Suspense, type ReactNode } from 'react';
import {
    AdminContext,
    CustomRoutes,
    Loading,
    Resource,
    ResourceDefinitionContextProvider,
    type ResourceDefinitions,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { Home } from '../custom-pages';
import { resources } from '../resources';
import { RouteGuard } from './auth/RouteGuard';
import { AppTitle } from './layout/AppTitle';
import { ConsoleAdminUI } from './layout/ConsoleAdminUI';
import { HandledErrorNotification } from './layout/HandledErrorNotification';
import { Layout } from './layout/Layout';
import { LocaleInPlace } from './layout/LocaleInPlace';
import { ConsoleRouter } from './routing/ConsoleRouter';
import { consoleRouterProvider } from './routing/consoleRouterProvider';
import { RouteTableProvider } from './routing/RouteTableContext';
import { accessRules, routeTable, type ConsoleServices } from './startConsole';
import { store } from './store';

interface Props {
    /** Made once at start (startConsole.ts). */
    services: ConsoleServices;
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

/** The resources' watches (ResourceDeclaration.watch), on every page of the layout. */
const watches = resources.flatMap(({ watch }) => (watch ? [watch] : []));

const ConsoleLayout = ({ children }: { children: ReactNode }) => (
    <Layout watches={watches}>{children}</Layout>
);

export const App = ({
    services: { queryClient, dataProvider, authProvider, i18nProvider, theme },
}: Props) => {
    return (
        <ConsoleRouter>
            <RouteTableProvider table={routeTable} accessRules={accessRules}>
                <AdminContext
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    i18nProvider={i18nProvider}
                    queryClient={queryClient}
                    routerProvider={consoleRouterProvider}
                    store={store}
                    theme={theme.light}
                    darkTheme={theme.dark}
                >
                    <LocaleInPlace>
                        <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
                            <ConsoleAdminUI
                                title={<AppTitle />}
                                layout={ConsoleLayout}
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
                    </LocaleInPlace>
                </AdminContext>
            </RouteTableProvider>
        </ConsoleRouter>
    );
};

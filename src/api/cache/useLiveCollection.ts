/**
 * A live collection (docs/live-updates.md, decision 0050): while a component that shows it is
 * mounted and the tab is on screen, it asks the API on the beat (useWhileShown) whether the
 * collection changed (`revalidateCollection`, src/api/provider/collections.ts: a conditional GET,
 * 304 when nothing did); only a changed answer touches the cache, and only the lists computed
 * from it compute again.
 *
 * One component per collection owns its beat (the layout's alarm watch for the alarms, the
 * health counts for the devices); lists that show the same collection follow its changes.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import { useCurrentOrganizationId } from '../../organization/currentOrganization';
import type { LiveDataProvider } from '../dataProvider';
import { useWhileShown } from './useWhileShown';

export const useLiveCollection = (resource: string, everyMs: number) => {
    const dataProvider = useDataProvider<DataProvider & LiveDataProvider>();
    const [organizationId] = useCurrentOrganizationId();
    // A new organization's collection starts its own beat.
    useWhileShown(() => dataProvider.revalidateCollection(resource), everyMs, organizationId);
};

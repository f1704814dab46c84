/**
 * A live collection (docs/live-updates.md, decision 0050): while a component that shows it is
 * mounted and the tab is on screen, it asks the API every `everyMs` whether the collection
 * changed (`revalidateCollection`, src/api/provider/collections.ts: a conditional GET, 304 when
 * nothing did). A tab behind another, or minimised, asks nothing at all (`visibilitychange`
 * stops the timer); it asks at once when it comes back on screen, then on the same beat.
 *
 * Not react-query's refetchInterval: a query fetching every 15 s would count as loading (the
 * header's progress indicator), and would ask the whole collection's query to fetch; here only a
 * changed answer touches the cache, and only the lists computed from it compute again.
 *
 * One component per collection owns its timer (the layout's alarm watch for the alarms, the
 * health counts for the devices); lists that show the same collection follow its changes.
 */
import { useEffect } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useCurrentOrganizationId } from '../../organization/currentOrganization';
import type { LiveDataProvider } from '../dataProvider';

const onScreen = () => document.visibilityState !== 'hidden';

export const useLiveCollection = (resource: string, everyMs: number) => {
    const dataProvider = useDataProvider<DataProvider & LiveDataProvider>();
    const [organizationId] = useCurrentOrganizationId();
    useEffect(() => {
        let timer: ReturnType<typeof setInterval> | undefined;
        // A failure is the dataProvider's to report (a 401 ends the session); the next beat asks again.
        const ask = () => void dataProvider.revalidateCollection(resource).catch(() => undefined);
        const stop = () => {
            if (timer !== undefined) clearInterval(timer);
            timer = undefined;
        };
        const start = () => {
            stop();
            timer = setInterval(ask, everyMs);
        };
        const onVisibility = () => {
            if (!onScreen()) return stop();
            ask();
            start();
        };
        if (onScreen()) start();
        document.addEventListener('visibilitychange', onVisibility);
        return () => {
            stop();
            document.removeEventListener('visibilitychange', onVisibility);
        };
        // A new organization's collection starts its own beat.
    }, [dataProvider, resource, everyMs, organizationId]);
};

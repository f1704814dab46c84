/**
 * Lists follow the console's other tabs, and come up to date when their tab comes to the front.
 *
 * - A write forgets its resource's whole-list cache in the tab that made it (`forgetCollection`,
 *   the dataProvider's writes and the wizards' own) and tells the other tabs of the browser which
 *   resource that was, over a BroadcastChannel; they forget it too and mark its lists stale. A
 *   tab on screen loads them again at once (once after a burst: a bulk run sends one message per
 *   record); a tab behind another loads nothing until it comes to the front.
 * - When a tab comes to the front (`visibilitychange`), its lists on screen that are stale load
 *   again: a collection forgotten meanwhile, or downloaded more than COLLECTION_STALE_MS (60 s)
 *   ago (src/api/lists/listsAtOnce.ts decides when a list page is stale). A list fresher than that
 *   answers from memory: switching tabs back and forth downloads nothing, and a 100,000-device
 *   list is not fetched because an alarm was removed in another tab.
 *
 * react-query's refetchOnWindowFocus stays off (src/startConsole.ts): it would ask every query,
 * a form's record or a look-up of the content service too, not only the lists. A list loaded
 * again keeps its rows until the new ones come, its selection, filters and scroll.
 *
 * The message carries resource names only (no records, ids or tokens).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { isListOf, queryKeys } from './queryKeys';

const CHANNEL_NAME = 'console.collections';

/** What a tab sends after a write: the resources whose collections it forgot. */
interface ChangedMessage {
    type: 'collections-changed';
    resources: string[];
}

/** How long a tab on screen waits for more messages before it loads its lists again. */
export const OTHER_TAB_SETTLE_MS = 250;

const isList = (query: Query) => isListOf(query.queryKey);

/**
 * Whether a list on screen is stale now, by its own staleTime (src/api/lists/listsAtOnce.ts), not
 * by its last result: that one learns it went stale from a timer, and the timers of a tab behind
 * another run late (Chromium runs them once a minute there).
 */
const staleNow = (query: Query) =>
    query.observers.some(observer => {
        const { staleTime } = observer.options;
        return query.isStaleByTime(typeof staleTime === 'function' ? staleTime(query) : staleTime);
    });

let channel: BroadcastChannel | null | undefined;

/**
 * The tab's one channel, for sending and receiving: a BroadcastChannel never hears its own
 * messages, so a tab does not load its lists again for its own write (it has forgotten them
 * already). Null where there is none.
 */
const channelOf = () => {
    if (channel === undefined) {
        channel =
            typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
        // Node (the unit tests) would otherwise stay alive for an open channel.
        (channel as { unref?: () => void } | null)?.unref?.();
    }
    return channel;
};

/** Tells the other tabs that this tab's write changed these resources' collections. */
export const announceChanged = (...resources: string[]) => {
    const message: ChangedMessage = { type: 'collections-changed', resources };
    try {
        channelOf()?.postMessage(message);
    } catch {
        // A closed channel (the page is going away): the other tabs keep their 60 s rule.
    }
};

/**
 * After a write: this tab and the console's other tabs download the resource's collection anew
 * (the dataProvider's writes, and custom writes such as the device wizards').
 */
export const forgetCollection = (queryClient: QueryClient, resource: string) => {
    queryClient.removeQueries({ queryKey: queryKeys.collection(resource) });
    announceChanged(resource);
};

const resourcesOf = (data: unknown): string[] => {
    const message = data as Partial<ChangedMessage> | null;
    if (message?.type !== 'collections-changed' || !Array.isArray(message.resources)) return [];
    return message.resources.filter((resource): resource is string => typeof resource === 'string');
};

const onScreen = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Forgets, in this tab, the collections another tab's write changed, and loads the lists on
 * screen again; when the tab comes to the front, loads its lists that went stale meanwhile.
 * `source` is for tests (another tab's channel); returns the stop.
 */
export const watchOtherTabs = (
    queryClient: QueryClient,
    source: BroadcastChannel | null = channelOf(),
) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    /**
     * The lists on screen that are stale load again: a list page is stale when a collection it
     * was computed from was forgotten, invalidated or downloaded more than 60 s ago
     * (src/api/lists/listsAtOnce.ts). Fresh ones answer from memory: no request, no render.
     */
    const reload = () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        if (!onScreen()) return;
        void queryClient.refetchQueries({
            type: 'active',
            predicate: query => isList(query) && staleNow(query),
        });
    };
    const onMessage = (event: MessageEvent) => {
        const resources = new Set(resourcesOf(event.data));
        if (!resources.size) return;
        for (const resource of resources) {
            // As this tab's own write does (dataProvider `forget`): a download under way when
            // the message came may hold the state before the write, and is not kept either.
            queryClient.removeQueries({ queryKey: queryKeys.collection(resource) });
        }
        // Stale now; a tab behind another loads them when it comes to the front.
        void queryClient.invalidateQueries({
            predicate: query => isList(query) && resources.has(String(query.queryKey[0])),
            refetchType: 'none',
        });
        // A tab on screen loads once after a burst (a bulk run sends one message per record).
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(reload, OTHER_TAB_SETTLE_MS);
    };
    const onVisibility = () => {
        if (onScreen()) reload();
    };
    source?.addEventListener('message', onMessage);
    if (typeof document !== 'undefined') {
        document.addEventListener('visibilitychange', onVisibility);
    }
    return () => {
        source?.removeEventListener('message', onMessage);
        if (typeof document !== 'undefined') {
            document.removeEventListener('visibilitychange', onVisibility);
        }
        if (timer !== undefined) clearTimeout(timer);
    };
};

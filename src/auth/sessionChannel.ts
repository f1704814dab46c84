/**
 * What the console's tabs tell each other about the session, on the BroadcastChannel
 * `console.session`. The login tokens are each tab's own (session storage, decision 0065), so no
 * storage event carries them or their removal:
 *
 * - a sign-out: the tab that ends the SSO session says so (a message that names nothing); a tab
 *   that hears it ends its own session (`watchSignOutElsewhere`, src/session/endSession.ts);
 * - a new tab's start: it asks the signed-in tabs open at that moment for their session and
 *   resumes with the first answer at once, as a reload does, instead of passing through the
 *   SSO. Whether any is open it learns from a Web Lock each signed-in tab holds while it lives,
 *   so a start with none open does not wait. The tokens never outlive the last open tab.
 */
import type { StoredTokens } from './tokenStorage';

const CHANNEL_NAME = 'console.session';
/** Held (shared) by every tab that can hand its session to a new tab, as long as it lives. */
const OPEN_TAB_LOCK = 'console.signed-in-tab';
/** How long a new tab waits for an open tab's answer before it asks the SSO. */
export const OPEN_TAB_ANSWER_MS = 300;

type SessionMessage =
    | { type: 'signed-out' }
    | { type: 'session-wanted'; request: string }
    | { type: 'session'; request: string; tokens: StoredTokens };

let channel: BroadcastChannel | null | undefined;

/** The tab's one channel; a BroadcastChannel never hears its own messages. Null where none. */
const channelOf = () => {
    if (channel === undefined) {
        channel =
            typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
        // Node (the unit tests) would otherwise stay alive for an open channel.
        (channel as { unref?: () => void } | null)?.unref?.();
    }
    return channel;
};

const post = (message: SessionMessage) => {
    try {
        channelOf()?.postMessage(message);
    } catch {
        // A closed channel (the page is going away).
    }
};

const listen = (onMessage: (message: Partial<SessionMessage>) => void) => {
    const source = channelOf();
    if (!source) return () => undefined;
    const listener = (event: MessageEvent<unknown>) =>
        onMessage((event.data ?? {}) as Partial<SessionMessage>);
    source.addEventListener('message', listener);
    return () => source.removeEventListener('message', listener);
};

/** Tells the other tabs that this tab ended the SSO session. */
export const announceSignedOut = () => post({ type: 'signed-out' });

/** Calls `listener` when another tab ends the SSO session; returns the unsubscribe. */
export const onSignedOutElsewhere = (listener: () => void) =>
    listen(message => {
        if (message.type === 'signed-out') listener();
    });

const locks = (): LockManager | undefined =>
    typeof navigator !== 'undefined' ? navigator.locks : undefined;

/**
 * Answers a new tab's question with this tab's session while `current` gives one (none once the
 * session has ended here), and holds the lock that tells new tabs to ask.
 */
export const offerSessionToNewTabs = (current: () => StoredTokens | undefined) => {
    void locks()
        ?.request(OPEN_TAB_LOCK, { mode: 'shared' }, () => new Promise<never>(() => undefined))
        .catch(() => undefined);
    return listen(message => {
        if (message.type !== 'session-wanted' || typeof message.request !== 'string') return;
        const tokens = current();
        if (tokens) post({ type: 'session', request: message.request, tokens });
    });
};

/** Whether any signed-in tab of the console is open (false where the browser cannot tell). */
const anOpenTab = async () => {
    try {
        const state = await locks()?.query();
        return !!state?.held?.some(lock => lock.name === OPEN_TAB_LOCK);
    } catch {
        return false;
    }
};

/**
 * The session of a signed-in tab open now, for a tab that holds none: undefined at once when no
 * such tab is open, else the first answer, or undefined after OPEN_TAB_ANSWER_MS.
 */
export const sessionOfAnOpenTab = async (
    waitMs = OPEN_TAB_ANSWER_MS,
): Promise<StoredTokens | undefined> => {
    if (!channelOf() || !(await anOpenTab())) return undefined;
    const request = crypto.randomUUID();
    return new Promise(resolve => {
        const done = (tokens: StoredTokens | undefined) => {
            clearTimeout(timer);
            stop();
            resolve(tokens);
        };
        const stop = listen(message => {
            if (message.type === 'session' && message.request === request && message.tokens)
                done(message.tokens);
        });
        const timer = setTimeout(() => done(undefined), waitMs);
        post({ type: 'session-wanted', request });
    });
};

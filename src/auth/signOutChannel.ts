/**
 * A sign-out told to the console's other tabs. The login tokens are the tab's own (session
 * storage, decision 0065), so no storage event tells another tab that the SSO session has ended:
 * the tab that ends it says so on the BroadcastChannel `console.session`. The message names
 * nothing (no user, organization or token); a tab that hears it ends its own session
 * (`watchSignOutElsewhere`, src/session/endSession.ts).
 */
const CHANNEL_NAME = 'console.session';

interface SignedOutMessage {
    type: 'signed-out';
}

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

/** Tells the other tabs that this tab ended the SSO session. */
export const announceSignedOut = () => {
    const message: SignedOutMessage = { type: 'signed-out' };
    try {
        channelOf()?.postMessage(message);
    } catch {
        // A closed channel: the other tabs learn it at their next refresh or call.
    }
};

/** Calls `listener` when another tab ends the SSO session; returns the unsubscribe. */
export const onSignedOutElsewhere = (listener: () => void) => {
    const source = channelOf();
    if (!source) return () => undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
        if ((event.data as Partial<SignedOutMessage> | null)?.type === 'signed-out') listener();
    };
    source.addEventListener('message', onMessage);
    return () => source.removeEventListener('message', onMessage);
};

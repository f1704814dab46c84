/**
 * What the console's tabs tell each other about the session (src/auth/sessionChannel.ts): a new
 * tab takes the session of a signed-in tab open now, at once, and does not wait when none is open
 * (the Web Lock every signed-in tab holds); a tab whose session has ended hands out nothing; a
 * sign-out reaches the other tabs. Two tabs are two instances of the module, each with its own
 * channel (a BroadcastChannel does not hear its own messages).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionChannel from '../../src/auth/sessionChannel';

const TOKENS = { token: 'access', refreshToken: 'refresh', idToken: 'id', timeSkew: 0 };

/** A browser's Web Locks, shared by the tabs of the test. */
const held = new Set<string>();
const fakeLocks = {
    request: vi.fn((name: string, _options: unknown, _callback: unknown) => {
        held.add(name);
        return new Promise(() => undefined);
    }),
    query: vi.fn(async () => ({ held: [...held].map(name => ({ name })) })),
};

const newTab = async () => {
    vi.resetModules();
    return (await import('../../src/auth/sessionChannel')) as typeof SessionChannel;
};

const stops: (() => void)[] = [];

beforeEach(() => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: fakeLocks });
});

afterEach(() => {
    stops.splice(0).forEach(stop => stop());
    held.clear();
    vi.clearAllMocks();
});

describe('a new tab', () => {
    it('takes the session of a signed-in tab open now', async () => {
        const open = await newTab();
        stops.push(open.offerSessionToNewTabs(() => TOKENS));
        const fresh = await newTab();
        expect(await fresh.sessionOfAnOpenTab()).toEqual(TOKENS);
    });

    it('asks nobody and waits for nothing when no signed-in tab is open', async () => {
        const heard: unknown[] = [];
        const listener = new BroadcastChannel('console.session');
        listener.onmessage = event => heard.push(event.data);
        const fresh = await newTab();
        const startedAt = Date.now();
        expect(await fresh.sessionOfAnOpenTab(5_000)).toBeUndefined();
        expect(Date.now() - startedAt).toBeLessThan(1_000);
        await new Promise(resolve => setTimeout(resolve, 20));
        listener.close();
        expect(heard).toEqual([]);
    });

    it('gets nothing from a tab whose session has ended, after the wait', async () => {
        const open = await newTab();
        stops.push(open.offerSessionToNewTabs(() => undefined));
        const fresh = await newTab();
        expect(await fresh.sessionOfAnOpenTab(50)).toBeUndefined();
    });
});

describe('a sign-out', () => {
    it('reaches the other tabs; a session handed to a new tab ends nothing', async () => {
        const signingOut = await newTab();
        const other = await newTab();
        const ended = vi.fn();
        stops.push(other.onSignedOutElsewhere(ended));
        stops.push(other.offerSessionToNewTabs(() => TOKENS));
        const fresh = await newTab();
        expect(await fresh.sessionOfAnOpenTab()).toEqual(TOKENS);
        expect(ended).not.toHaveBeenCalled();
        signingOut.announceSignedOut();
        await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    });
});

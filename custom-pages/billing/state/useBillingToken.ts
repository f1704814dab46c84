/**
 * `useBillingToken()` → `{ token, valid, signIn(username, password), signOut() }`.
 *
 * - `token`: the stored billing token (or null), `valid`: its exp lies in the future; the hook
 *   renders again when the token changes (any tab) and when it expires.
 * - `signIn`: POST /billing/token; stores the token and drops the billing state of before, so
 *   the account, packages and subscriptions load afresh. A wrong login rejects (the error modal
 *   shows the server's message).
 * - `signOut`: removes the token and the billing state.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useCalls } from '../../../src/api/useCalls';
import { tokenExpiry } from '../../../src/auth/tokenExpiry';
import type { BillingApi } from './billingApi';
import { removeBillingState } from './billingState';
import {
    clearBillingToken,
    isBillingTokenValid,
    readBillingToken,
    storeBillingToken,
    subscribeBillingToken,
} from '../../../src/api/transport/billingToken';

/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2_147_483_647;

export const useBillingToken = () => {
    const token = useSyncExternalStore(subscribeBillingToken, readBillingToken, () => null);
    const [, setTick] = useState(0);
    const valid = isBillingTokenValid(token);
    const expiry = token ? tokenExpiry(token) : undefined;
    useEffect(() => {
        if (!valid || expiry === undefined) return;
        const delay = Math.min(expiry * 1000 - Date.now() + 1, MAX_DELAY_MS);
        const timer = setTimeout(() => setTick(tick => tick + 1), Math.max(delay, 0));
        return () => clearTimeout(timer);
    }, [valid, expiry]);

    const calls = useCalls<BillingApi>();
    const queryClient = useQueryClient();
    const signIn = useCallback(
        async (username: string, password: string) => {
            const response = await calls.requestBillingToken(username, password);
            removeBillingState(queryClient);
            storeBillingToken(response.access_token);
        },
        [calls, queryClient],
    );
    const signOut = useCallback(() => {
        clearBillingToken();
        removeBillingState(queryClient);
    }, [queryClient]);
    return { token, valid, signIn, signOut };
};

/**
 * The end of a session that the user did not ask for: an expired or revoked session (a failed
 * token refresh, a 401 of the product API) or a sign-out in another tab. Unlike a sign-out from
 * the user menu, the open form's input is kept as a draft and the user comes back to the same
 * page and organization after signing in again:
 *
 * - 'expired': the console signs out and returns to this page (with organization_id), which asks
 *   for sign-in;
 * - 'elsewhere': the page says so at once (SignedOutElsewhere) and offers to sign in again.
 *
 * Either way every cached record is dropped, and so is what react-admin's store held of the
 * organization (organizationData.ts); the drafts wait in the tab's session storage.
 */
import { forgetTokens, getKeycloak, signOut } from '../auth/keycloak';
import { onSignedOutElsewhere } from '../auth/sessionChannel';
import { getCurrentOrganizationId } from '../organization/currentOrganization';
import { ORGANIZATION_QUERY_PARAM } from '../organization/organizationSelection';
import { allowNextLeave } from '../routing/leaveGuard';
import { store } from '../store';
import { keepDrafts } from './draftKeepers';
import { forgetOrganizationData } from './organizationData';
import { dropCachedRecords } from './recordCache';

export type SessionEnd = 'expired' | 'elsewhere';

let ended: { reason: SessionEnd; returnUrl: string; locale: unknown } | null = null;
const listeners = new Set<() => void>();

/** This page with the current organization in its query: where sign-in comes back to. */
export const returnUrl = (organizationId = getCurrentOrganizationId()) => {
    const url = new URL(window.location.href);
    if (organizationId) url.searchParams.set(ORGANIZATION_QUERY_PARAM, organizationId);
    url.hash = '';
    return url.href;
};

export const sessionEnd = (): SessionEnd | null => ended?.reason ?? null;

export const subscribeSessionEnd = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

/** Ends the session once, whatever reports it first. */
export const endSession = (reason: SessionEnd) => {
    if (ended) return;
    // The other tab's sign-out empties react-admin's store (organization, language) in every tab:
    // what this page needs to come back as it was is taken now.
    ended = { reason, returnUrl: returnUrl(), locale: store.getItem('locale') };
    keepDrafts();
    listeners.forEach(listener => listener());
    if (reason === 'expired') {
        dropCachedRecords();
        allowNextLeave();
        void signOut(ended.returnUrl);
    } else {
        // The SSO session has ended: this tab's tokens are of no use any more.
        forgetTokens();
        // The page shows SignedOutElsewhere instead of the records; then drop them.
        setTimeout(() => {
            dropCachedRecords();
            forgetOrganizationData();
        }, 0);
    }
};

/** The sign-in asked for after a sign-out elsewhere: back to the page it ended on. */
export const signInAgain = async () => {
    forgetTokens();
    if (ended?.locale && !store.getItem('locale')) store.setItem('locale', ended.locale);
    dropCachedRecords();
    allowNextLeave();
    await getKeycloak().login({ redirectUri: ended?.returnUrl ?? returnUrl() });
};

/** Another tab ended the SSO session (its sign-out or its ended session): so did this one. */
export const watchSignOutElsewhere = () => onSignedOutElsewhere(() => endSession('elsewhere'));

/** For tests. */
export const resetSessionEnd = () => {
    ended = null;
};

/**
 * The single keycloak-js instance: PKCE, login required, no login iframe.
 * Tokens are kept in the tab's session storage (decision 0065), so a reload of the tab resumes
 * with a refresh; a new tab takes the session of a signed-in tab open at that moment
 * (sessionChannel.ts), and without one (the console opened again, the browser started again)
 * resumes through the SSO's session cookie (check-sso: a redirect to the SSO and back), and
 * without that signs in.
 *
 * Sign-in is required, but keycloak-js's own 'login-required' mode would sign in again by itself
 * whenever a refresh fails, racing the console's logout. So the console starts with 'check-sso'
 * and asks for the login page itself when there is no session.
 *
 * A stored session resumes at once: keycloak-js takes the stored tokens, then refreshes them with
 * the SSO before its init ends, a round trip every start would wait for (on a real network 50 to
 * 200 ms before anything renders). While the stored access token is valid for longer than the
 * console refreshes ahead (MIN_TOKEN_VALIDITY_SECONDS), the console starts with it and the
 * refresh ends in the background (`sessionConfirmed` tells when); its failure (a session ended
 * at the SSO) ends the session as a failed refresh always does: keycloak-js forgets the tokens
 * and goes to the SSO. What renders meanwhile comes from the product API, which refuses a token
 * of an ended session (docs/deployment.md): the browser holds no organization data to show
 * before that (decision 0066).
 */
import Keycloak from 'keycloak-js';
import { BILLING_TOKEN_KEY, clearBillingToken } from '../api/transport/billingToken';
import type { ConsoleConfig } from '../config';
import { clearAllDrafts } from '../session/draftStore';
import { forgetOrganizationData } from '../session/organizationData';
import { dropCachedRecords } from '../session/recordCache';
import { keepLocaleThroughSignOut, signInLocale } from '../storedLocale';
import { keepThemeThroughSignOut } from '../storedTheme';
import { announceSignedOut, sessionOfAnOpenTab } from './sessionChannel';
import { tokenExpiry } from './tokenExpiry';
import {
    clearTokens,
    LOGIN_TOKEN_KEY,
    readTokens,
    writeTokens,
    type StoredTokens,
} from './tokenStorage';

let instance: Keycloak | undefined;

/** Refresh when the token is valid for less than this many seconds. */
export const MIN_TOKEN_VALIDITY_SECONDS = 60;

/** A sign-out forgets both tokens: the login token and the billing sign-in end together. */
export const forgetTokens = () => {
    clearTokens();
    clearBillingToken();
};

/** Earlier versions kept both tokens in local storage: a start removes what a browser holds. */
const dropTokensOfEarlierVersions = () => {
    try {
        localStorage.removeItem(LOGIN_TOKEN_KEY);
        localStorage.removeItem(BILLING_TOKEN_KEY);
    } catch {
        // No storage: nothing kept.
    }
};

let confirmed: Promise<boolean> = Promise.resolve(false);

/**
 * Whether the SSO has confirmed this tab's session: true once keycloak-js's start has ended
 * signed in (at once for a sign-in or a check-sso, after the background refresh for a resumed
 * session), false when it ended otherwise. Whatever the browser might keep of an organization
 * may be drawn only after it is true (decision 0066).
 */
export const sessionConfirmed = () => confirmed;

const remember = (keycloak: Keycloak) => {
    if (keycloak.token && keycloak.refreshToken) {
        writeTokens({
            token: keycloak.token,
            refreshToken: keycloak.refreshToken,
            idToken: keycloak.idToken,
            timeSkew: keycloak.timeSkew ?? undefined,
        });
    }
};

export const initKeycloak = async (config: ConsoleConfig): Promise<Keycloak> => {
    const keycloak = new Keycloak({
        url: config.ssoUrl,
        realm: config.realm,
        clientId: config.clientId,
    });
    // Every sign-in (here, react-admin's login, a sign-in again after a session ended) asks the
    // SSO for the console's language of that moment.
    const login = keycloak.login.bind(keycloak);
    keycloak.login = options => login({ locale: signInLocale(), ...options });
    keycloak.onAuthSuccess = () => remember(keycloak);
    keycloak.onAuthRefreshSuccess = () => remember(keycloak);
    keycloak.onAuthLogout = forgetTokens;
    dropTokensOfEarlierVersions();
    const stored = readTokens() ?? (await sessionOfAnotherTab());
    const initialised = keycloak.init({
        onLoad: 'check-sso',
        pkceMethod: 'S256',
        checkLoginIframe: false,
        ...(stored ?? {}),
    });
    confirmed = initialised.then(
        authenticated => authenticated && !!keycloak.authenticated,
        () => false,
    );
    if (stored && (await resumedAtOnce(keycloak, stored, initialised))) {
        instance = keycloak;
        return keycloak;
    }
    const authenticated = await initialised;
    if (!authenticated) {
        // No session at the SSO (it ended, or the browser was closed): nothing of an
        // organization is left behind for whoever signs in next.
        forgetTokens();
        forgetOrganizationData();
        // Back to this very page (path, query with organization_id) after signing in.
        await keycloak.login({ redirectUri: window.location.href });
        // The browser is on its way to the login page.
        return new Promise<Keycloak>(() => undefined);
    }
    remember(keycloak);
    instance = keycloak;
    return keycloak;
};

/** keycloak-js's answer from the SSO in the address (a sign-in or check-sso coming back). */
const isSignInAnswer = () => /(^#|&)(state|code|error)=/.test(window.location.hash);

/**
 * A new tab (no tokens of its own, no answer of the SSO to take) takes the session of a signed-in
 * tab open now, if there is one (sessionChannel.ts), and keeps it as its own.
 */
const sessionOfAnotherTab = async () => {
    if (isSignInAnswer()) return undefined;
    const handed = await sessionOfAnOpenTab();
    if (handed) writeTokens(handed);
    return handed;
};

/**
 * Whether the stored session runs before keycloak-js's init ends: its access token is valid for
 * long enough by the SSO's clock (the stored time skew; without one keycloak-js would count the
 * token as expired and every call would wait for the refresh), and keycloak-js has taken it (it
 * does so within the init's first microtasks, before its refresh request).
 */
const resumedAtOnce = async (
    keycloak: Keycloak,
    { token, timeSkew }: StoredTokens,
    initialised: Promise<boolean>,
) => {
    const expiry = tokenExpiry(token);
    if (
        expiry === undefined ||
        timeSkew === undefined ||
        expiry - Date.now() / 1000 + timeSkew <= MIN_TOKEN_VALIDITY_SECONDS
    ) {
        return false;
    }
    const ended = await Promise.race([
        initialised.then(
            () => true,
            () => true,
        ),
        new Promise<false>(resolve => setTimeout(() => resolve(false), 0)),
    ]);
    if (ended || !keycloak.authenticated || keycloak.token !== token) return false;
    // A failure is keycloak-js's to handle (it forgets the tokens and signs in again).
    initialised.catch(() => undefined);
    return true;
};

export const getKeycloak = (): Keycloak => {
    if (!instance) throw new Error('Sign-in is not initialised');
    return instance;
};

/** For tests and for code that runs before sign-in. */
export const setKeycloak = (keycloak: Keycloak | undefined) => {
    instance = keycloak;
};

/** A fresh access token: refreshed first when it is valid for less than 60 s. */
export const freshToken = async (): Promise<string> => {
    const keycloak = getKeycloak();
    await keycloak.updateToken(MIN_TOKEN_VALIDITY_SECONDS);
    if (!keycloak.token) throw new Error('No login token');
    return keycloak.token;
};

/**
 * Ends the SSO session and drops every cached record, the billing token and the organization's
 * entries of react-admin's store (organizationData.ts). From the user menu (no `returnTo`) it also
 * drops the tab's drafts and comes back to the console's start, which asks for sign-in; when the
 * session ended by itself (src/session/endSession.ts) it comes back to `returnTo`, the page it
 * ended on, whose draft waits for the next sign-in.
 */
export const signOut = async (returnTo?: string) => {
    // The SSO session ends for every tab: the others say so at once (sessionChannel.ts). Told
    // first: the removal of the organization data below reaches them too (storage events), and
    // an open form there must keep its input as a draft before its page reacts to that.
    announceSignedOut();
    forgetTokens();
    dropCachedRecords();
    forgetOrganizationData();
    if (!returnTo) clearAllDrafts();
    keepLocaleThroughSignOut();
    keepThemeThroughSignOut();
    const keycloak = instance;
    if (!keycloak) return;
    // The ID token goes as id_token_hint in a form body, never in a URL. Without one (an expired
    // session) a GET is enough: keycloak-js's form would send the text "undefined" as the hint.
    await keycloak.logout({
        redirectUri: returnTo ?? window.location.origin + '/',
        logoutMethod: keycloak.idToken ? 'POST' : 'GET',
    });
};

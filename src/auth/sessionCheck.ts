/**
 * The session check of the product specification (sections 1 and 9): every 60 s the token is
 * refreshed when it is valid for less than 60 s; a failed refresh signs the user out.
 */
import type Keycloak from 'keycloak-js';
import { MIN_TOKEN_VALIDITY_SECONDS } from './keycloak';

export const SESSION_CHECK_INTERVAL_MS = 60_000;

export const startSessionCheck = (
    keycloak: Pick<Keycloak, 'updateToken'>,
    onExpired: () => void,
    intervalMs = SESSION_CHECK_INTERVAL_MS,
) => {
    const timer = setInterval(() => {
        keycloak.updateToken(MIN_TOKEN_VALIDITY_SECONDS).catch(onExpired);
    }, intervalMs);
    return () => clearInterval(timer);
};

/**
 * The refresh that runs before every dataProvider and authProvider call; a failure counts as a
 * 401 and is reported to `onExpired` (which keeps the input and signs in again).
 */
export const refreshBeforeCall =
    (keycloak: Pick<Keycloak, 'updateToken'>, onExpired?: () => void) => async () => {
        try {
            await keycloak.updateToken(MIN_TOKEN_VALIDITY_SECONDS);
        } catch {
            onExpired?.();
            throw Object.assign(new Error('The session has expired'), { status: 401 });
        }
    };

import { REALM } from '../config.ts';

/** Where things are on the SSO server, as on Keycloak. */
export const REALM_PATH = `/realms/${REALM}`;
/** oidc-provider's endpoints, relative to the realm. */
export const OIDC_PATH = '/protocol/openid-connect';
/** The sign-in page (interactions.url), /realms/{realm}/login-actions/{uid}. */
export const LOGIN_PATH = `${REALM_PATH}/login-actions`;
export const USERINFO_PATH = `${REALM_PATH}${OIDC_PATH}/userinfo`;
export const LOGOUT_PATH = `${REALM_PATH}${OIDC_PATH}/logout`;
/** Keycloak's account API (keycloak.loadUserProfile()). */
export const ACCOUNT_PATH = `${REALM_PATH}/account`;

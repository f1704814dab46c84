import type { Provider } from 'oidc-provider';

/**
 * Makes the registered client behave like a Keycloak client:
 * - oidc-provider matches redirect URIs exactly; the console redirects back to whatever page it
 *   was on (keycloak-js uses location.href), so any URI below a console origin is allowed;
 * - the session id (`sid`) goes into every code and ID token, hence access and refresh tokens.
 */
export function adaptConsoleClient(provider: Provider, origins: string[]): void {
    const allowed = (value: string): boolean => {
        let url: URL;
        try {
            url = new URL(value);
        } catch {
            return false;
        }
        return origins.some(origin => url.href.startsWith(`${origin}/`));
    };
    const { prototype } = provider.Client;
    const exactRedirect = prototype.redirectUriAllowed;
    const exactLogoutRedirect = prototype.postLogoutRedirectUriAllowed;
    prototype.redirectUriAllowed = function redirectUriAllowed(value) {
        return allowed(value) || exactRedirect.call(this, value);
    };
    prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value) {
        return allowed(value) || exactLogoutRedirect.call(this, value);
    };
    prototype.includeSid = () => true;
}

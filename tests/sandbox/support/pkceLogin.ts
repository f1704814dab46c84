import { createHash, randomBytes } from 'node:crypto';

export interface TokenResponse {
    access_token: string;
    refresh_token: string;
    id_token: string;
    expires_in: number;
    token_type: string;
    scope?: string;
}

/** Minimal cookie jar: enough for the SSO's session and interaction cookies. */
export class CookieJar {
    private cookies = new Map<string, string>();

    store(response: Response): void {
        for (const header of response.headers.getSetCookie()) {
            const [pair = ''] = header.split(';');
            const index = pair.indexOf('=');
            const name = pair.slice(0, index).trim();
            const value = pair.slice(index + 1).trim();
            if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
            else this.cookies.set(name, value);
        }
    }

    header(): string {
        return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }

    /** fetch with these cookies, not following redirects, keeping the cookies set. */
    async fetch(url: string, init: RequestInit = {}): Promise<Response> {
        const response = await fetch(url, {
            ...init,
            redirect: 'manual',
            headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
        });
        this.store(response);
        return response;
    }
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signs in through the sandbox SSO like keycloak-js does (authorization code + PKCE S256),
 * without a browser, and returns the token response. Throws with the page text on failure.
 */
export async function pkceLogin(
    ssoUrl: string,
    appUrl: string,
    username: string,
    password = username,
    jar = new CookieJar(),
    /** Extra or overriding authorization request parameters, e.g. { prompt: 'consent' }. */
    params: Record<string, string> = {},
): Promise<TokenResponse> {
    const realm = `${ssoUrl}/realms/iot/protocol/openid-connect`;
    const redirectUri = `${appUrl}/`;
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const query = new URLSearchParams({
        client_id: 'console',
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'query',
        scope: 'openid',
        state: b64url(randomBytes(8)),
        nonce: b64url(randomBytes(8)),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...params,
    });

    const request = (url: string, init: RequestInit = {}) => jar.fetch(url, init);

    let url = `${realm}/auth?${query}`;
    let posted = false;
    for (let step = 0; step < 10; step += 1) {
        if (url.startsWith(redirectUri)) {
            const code = new URL(url).searchParams.get('code');
            if (!code) throw new Error(`No code in redirect ${url}`);
            const response = await fetch(`${realm}/token`, {
                method: 'POST',
                headers: { origin: appUrl, 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({
                    grant_type: 'authorization_code',
                    client_id: 'console',
                    code,
                    redirect_uri: redirectUri,
                    code_verifier: verifier,
                }),
            });
            if (!response.ok)
                throw new Error(
                    `Token request failed: ${response.status} ${await response.text()}`,
                );
            return (await response.json()) as TokenResponse;
        }
        let response = await request(url);
        if (response.status === 200 && !posted) {
            posted = true;
            response = await request(url, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ username, password }).toString(),
            });
        }
        const location = response.headers.get('location');
        if (!location)
            throw new Error(
                `Sign-in stopped at ${url}: ${response.status} ${await response.text()}`,
            );
        url = new URL(location, url).href;
    }
    throw new Error('Too many redirects while signing in');
}

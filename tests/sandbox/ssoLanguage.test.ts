/**
 * The sandbox SSO speaks the console's language: the sign-in page, its error, the sign-out and
 * error pages follow `ui_locales` (keycloak-js login({ locale })), English by default.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/sandbox.ts';
import { CookieJar, pkceLogin } from './support/pkceLogin.ts';
import { startTestSandbox } from './support/testSandbox.ts';

let sandbox: RunningSandbox;
let oidc: string;

beforeAll(async () => {
    sandbox = await startTestSandbox();
    oidc = `${sandbox.ssoUrl}/realms/iot/protocol/openid-connect`;
});

afterAll(() => sandbox?.close());

const authQuery = (extra: Record<string, string>) =>
    new URLSearchParams({
        client_id: 'console',
        redirect_uri: `${sandbox.appUrl}/`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        ...extra,
    });

/** The sign-in page's URL and HTML for an authorization request with these extra parameters. */
const signInPage = async (extra: Record<string, string>, jar = new CookieJar()) => {
    const auth = await jar.fetch(`${oidc}/auth?${authQuery(extra)}`);
    const url = new URL(auth.headers.get('location') ?? '', sandbox.ssoUrl).href;
    expect(url).toContain('/realms/iot/login-actions/');
    return { jar, url, html: await (await jar.fetch(url)).text() };
};

const wrongPassword = async (jar: CookieJar, url: string) =>
    (
        await jar.fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'username=viewer&password=nope',
        })
    ).text();

const PAGES = [
    {
        language: 'en',
        title: 'Sign in to',
        username: 'Username',
        password: 'Password',
        button: 'Sign in',
        error: 'Invalid username or password.',
    },
    {
        language: 'de',
        title: 'Bei ',
        username: 'Benutzername',
        password: 'Passwort',
        button: 'Anmelden',
        error: 'Benutzername oder Passwort ist falsch.',
    },
    {
        language: 'it',
        title: 'Accedi a ',
        username: 'Nome utente',
        password: 'Password',
        button: 'Accedi',
        error: 'Nome utente o password non validi.',
    },
];

describe('sign-in page', () => {
    for (const expected of PAGES) {
        test(`ui_locales=${expected.language}: labels, button, title, lang and the error`, async () => {
            const { jar, url, html } = await signInPage({ ui_locales: expected.language });
            expect(html).toContain(`<html lang="${expected.language}">`);
            expect(html).toMatch(new RegExp(`<title>${expected.title}[^<]*</title>`));
            expect(html).toContain(`<label for="username">${expected.username}</label>`);
            expect(html).toContain(`<label for="password">${expected.password}</label>`);
            expect(html).toContain(`<button type="submit">${expected.button}</button>`);
            const failed = await wrongPassword(jar, url);
            expect(failed).toContain(`<html lang="${expected.language}">`);
            expect(failed).toContain(`<p class="alert" role="alert">${expected.error}</p>`);
            expect(failed).toContain('value="viewer"');
        });
    }

    test('without ui_locales, or with none the SSO speaks, it is English', async () => {
        const requests: Record<string, string>[] = [
            {},
            { ui_locales: 'fr es' },
            { ui_locales: '' },
        ];
        for (const extra of requests) {
            const { html } = await signInPage(extra);
            expect(html).toContain('<html lang="en">');
            expect(html).toContain('<button type="submit">Sign in</button>');
        }
    });

    test('the first supported language of a list wins; a region counts as its language', async () => {
        expect((await signInPage({ ui_locales: 'fr de-CH it' })).html).toContain(
            '<html lang="de">',
        );
        expect((await signInPage({ ui_locales: 'es it en' })).html).toContain('<html lang="it">');
    });

    test('a later sign-in follows a changed language, whatever the last page spoke', async () => {
        const jar = new CookieJar();
        expect((await signInPage({ ui_locales: 'de' }, jar)).html).toContain('Anmelden');
        const italian = (await signInPage({ ui_locales: 'it' }, jar)).html;
        expect(italian).toContain('<html lang="it">');
        expect(italian).toContain('<button type="submit">Accedi</button>');
    });
});

describe('pages without ui_locales speak the last sign-in page’s language', () => {
    test('the sign-out page after a German sign-in is German', async () => {
        const jar = new CookieJar();
        const tokens = await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, 'guest', 'guest', jar, {
            ui_locales: 'de',
        });
        const page = await jar.fetch(
            `${oidc}/logout?${new URLSearchParams({ client_id: 'console', id_token_hint: tokens.id_token })}`,
        );
        const html = await page.text();
        expect(html).toContain('<html lang="de">');
        expect(html).toContain('<h2>Sie werden abgemeldet…</h2>');
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
        const done = await jar.fetch(`${oidc}/logout/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ xsrf, logout: 'yes' }),
        });
        // Without a post_logout_redirect_uri the SSO says so itself, on a page of its own.
        expect(done.status).toBe(303);
        const success = await jar.fetch(new URL(done.headers.get('location') ?? '', oidc).href);
        const signedOut = await success.text();
        expect(signedOut).toContain('<html lang="de">');
        expect(signedOut).toContain('<h2>Abgemeldet</h2>');
        expect(signedOut).toContain('Zurück zur Konsole');
    });

    test('an expired sign-in page and an error page follow the language too', async () => {
        const { jar } = await signInPage({ ui_locales: 'it' });
        const expired = await jar.fetch(`${sandbox.ssoUrl}/realms/iot/login-actions/unknown`);
        expect(expired.status).toBe(400);
        const expiredHtml = await expired.text();
        expect(expiredHtml).toContain('<html lang="it">');
        expect(expiredHtml).toContain('Accesso scaduto');
        const error = await fetch(
            `${oidc}/auth?${authQuery({ ui_locales: 'de', redirect_uri: 'http://evil.example/' })}`,
        );
        const errorHtml = await error.text();
        expect(errorHtml).toContain('<html lang="de">');
        expect(errorHtml).toContain('<h2>Anmeldefehler</h2>');
    });
});

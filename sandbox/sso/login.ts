import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import type { Interaction, Provider } from 'oidc-provider';
import { authenticate } from '../db/users.ts';
import { grantMissing } from './grants.ts';
import { LOGIN_PATH, REALM_PATH } from './paths.ts';
import { loginPage, messagePage } from './pages.ts';
import { readForm, sendHtml } from './rawHttp.ts';
import { languageCookie, ssoLanguage, ssoText } from './ssoLanguage.ts';

export interface LoginOptions {
    provider: Provider;
    db: Database;
    consoleUrl: string;
}

/**
 * The sign-in page oidc-provider sends the browser to (interactions.url), at
 * /realms/{realm}/login-actions/{uid}: GET shows the form, POST checks the credentials.
 */
export function createLoginHandler({ provider, db, consoleUrl }: LoginOptions) {
    const expired = (req: IncomingMessage, res: ServerResponse) => {
        const language = ssoLanguage(undefined, req.headers.cookie);
        sendHtml(
            res,
            400,
            messagePage(language, ssoText(language, 'expiredTitle'), ssoText(language, 'expired'), {
                href: consoleUrl,
                text: ssoText(language, 'backToConsole'),
            }),
        );
    };

    return async function handleLogin(
        req: IncomingMessage,
        res: ServerResponse,
        uid: string,
    ): Promise<void> {
        let interaction: Interaction;
        try {
            interaction = await provider.interactionDetails(req, res);
        } catch {
            return expired(req, res);
        }
        if (interaction.uid !== uid) return expired(req, res);
        if (interaction.prompt.name === 'consent') {
            // The console is first party: grant what it asked for, without a consent page.
            const grantId = await grantMissing(provider, interaction);
            return provider.interactionFinished(req, res, { consent: { grantId } });
        }

        const action = `${LOGIN_PATH}/${uid}`;
        // The console's language (keycloak-js login({ locale }) sends ui_locales).
        const language = ssoLanguage(interaction.params.ui_locales, req.headers.cookie);
        res.appendHeader('set-cookie', languageCookie(language, REALM_PATH));
        if (req.method === 'GET' || req.method === 'HEAD') {
            return sendHtml(res, 200, loginPage({ language, action }));
        }
        if (req.method !== 'POST') {
            res.writeHead(405, { allow: 'GET, POST' }).end();
            return;
        }

        const form = await readForm(req);
        const username = (form.get('username') ?? '').trim();
        const user = authenticate(db, username, form.get('password') ?? '');
        if (!user) {
            const error = ssoText(language, 'invalidCredentials');
            return sendHtml(res, 200, loginPage({ language, action, username, error }));
        }
        await provider.interactionFinished(
            req,
            res,
            { login: { accountId: user.id, remember: false } },
            { mergeWithLastSubmission: false },
        );
    };
}

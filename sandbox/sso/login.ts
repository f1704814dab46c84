import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import type { Interaction, Provider } from 'oidc-provider';
import { authenticate } from '../db/users.ts';
import { grantMissing } from './grants.ts';
import { LOGIN_PATH } from './paths.ts';
import { loginPage, messagePage } from './pages.ts';
import { readForm, sendHtml } from './rawHttp.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

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
    const expired = (res: ServerResponse) =>
        sendHtml(
            res,
            400,
            messagePage(
                'Sign-in expired',
                'This sign-in page has expired. Please open the console again.',
                {
                    href: consoleUrl,
                    text: 'Back to the console',
                },
            ),
        );

    return async function handleLogin(
        req: IncomingMessage,
        res: ServerResponse,
        uid: string,
    ): Promise<void> {
        let interaction: Interaction;
        try {
            interaction = await provider.interactionDetails(req, res);
        } catch {
            return expired(res);
        }
        if (interaction.uid !== uid) return expired(res);
        if (interaction.prompt.name === 'consent') {
            // The console is first party: grant what it asked for, without a consent page.
            const grantId = await grantMissing(provider, interaction);
            return provider.interactionFinished(req, res, { consent: { grantId } });
        }

        const action = `${LOGIN_PATH}/${uid}`;
        if (req.method === 'GET' || req.method === 'HEAD') {
            return sendHtml(res, 200, loginPage({ action }));
        }
        if (req.method !== 'POST') {
            res.writeHead(405, { allow: 'GET, POST' }).end();
            return;
        }

        const form = await readForm(req);
        const username = (form.get('username') ?? '').trim();
        const user = authenticate(db, username, form.get('password') ?? '');
        if (!user) {
            return sendHtml(res, 200, loginPage({ action, username, error: INVALID_CREDENTIALS }));
        }
        await provider.interactionFinished(
            req,
            res,
            { login: { accountId: user.id, remember: false } },
            { mergeWithLastSubmission: false },
        );
    };
}

import type { Grant, Interaction, OidcContext, Provider, SessionLike } from 'oidc-provider';
import { USER_CLAIM_NAMES } from './claims.ts';

/** Scopes the console gets, like a Keycloak client's default client scopes. */
export const CONSOLE_SCOPES = 'openid profile email';

interface SessionWithGrants extends SessionLike {
    grantIdFor(clientId: string): string | undefined;
}

/**
 * No consent page, as for a first-party Keycloak client: oidc-provider's `loadExistingGrant`
 * answers the session's grant, or a new one with the console's scopes, claims and API resource.
 */
export function consoleGrants(provider: Provider, apiResource: string) {
    return async function loadExistingGrant(ctx: OidcContext): Promise<Grant | undefined> {
        const { client, session, result } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId =
            result?.consent?.grantId ?? (session as SessionWithGrants).grantIdFor(client.clientId);
        const existing = grantId ? await provider.Grant.find(grantId) : undefined;
        if (existing) return existing;
        const grant = new provider.Grant({
            clientId: client.clientId,
            accountId: session.accountId,
        });
        grant.addOIDCScope(CONSOLE_SCOPES);
        grant.addOIDCClaims(USER_CLAIM_NAMES);
        grant.addResourceScope(apiResource, CONSOLE_SCOPES);
        await grant.save();
        return grant;
    };
}

/** Grants what a consent prompt found missing (e.g. offline_access), without asking. */
export async function grantMissing(provider: Provider, interaction: Interaction): Promise<string> {
    const { details } = interaction.prompt;
    const grant =
        (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
        new provider.Grant({
            clientId: String(interaction.params.client_id),
            accountId: interaction.session?.accountId ?? '',
        });
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
    }
    return grant.save();
}

// Minimal typings for the parts of oidc-provider 8 the sandbox uses (the package ships none).
declare module 'oidc-provider' {
    import type { IncomingMessage, ServerResponse } from 'node:http';

    export type AnyFunction = (...args: never[]) => unknown;

    export interface ClientLike {
        clientId: string;
    }

    export interface SessionLike {
        accountId?: string;
        loginTs?: number;
        uid: string;
    }

    export interface SessionModel extends SessionLike {
        exp?: number;
        save(ttl: number): Promise<string>;
    }

    export interface TokenLike {
        kind: string;
        jti: string;
        accountId?: string;
        clientId?: string;
        sid?: string;
        sessionUid?: string;
        scope?: string;
        authTime?: number;
        iat?: number;
        exp?: number;
        grantId?: string;
    }

    export interface OidcContext {
        oidc: {
            client?: ClientLike;
            session?: SessionLike;
            result?: { consent?: { grantId?: string } };
            params?: Record<string, unknown>;
            entities?: { RefreshToken?: TokenLike };
            route: string;
        };
        host: string;
        href: string;
        type: string;
        status: number;
        body: unknown;
        get(header: string): string;
    }

    export interface Grant {
        jti: string;
        addOIDCScope(scope: string): void;
        addOIDCClaims(claims: string[]): void;
        addResourceScope(resource: string, scope: string): void;
        save(): Promise<string>;
    }

    export interface GrantClass {
        new (properties: { clientId: string; accountId: string }): Grant;
        find(id: string): Promise<Grant | undefined>;
    }

    export interface RefreshTokenClass {
        prototype: TokenLike & {
            getValueAndPayload(
                this: TokenLike,
            ): Promise<{ value: string; payload?: Record<string, unknown> }>;
            consume(this: TokenLike): Promise<void>;
        };
        find(value: string, options?: Record<string, unknown>): Promise<TokenLike | undefined>;
    }

    export interface ClientClass {
        prototype: {
            redirectUriAllowed(value: string): boolean;
            postLogoutRedirectUriAllowed(value: string): boolean;
            includeSid(): boolean;
        };
    }

    export interface InteractionPrompt {
        name: string;
        reasons: string[];
        details: {
            missingOIDCScope?: string[];
            missingOIDCClaims?: string[];
            missingResourceScopes?: Record<string, string[]>;
        };
    }

    export interface Interaction {
        uid: string;
        prompt: InteractionPrompt;
        params: Record<string, unknown>;
        session?: { accountId?: string; uid: string };
        grantId?: string;
        lastSubmission?: Record<string, unknown>;
    }

    export type Configuration = Record<string, unknown>;

    export class Provider {
        constructor(issuer: string, configuration?: Configuration);
        readonly issuer: string;
        readonly Grant: GrantClass;
        readonly RefreshToken: RefreshTokenClass;
        readonly Client: ClientClass;
        readonly Session: { findByUid(uid: string): Promise<SessionModel | undefined> };
        callback(): (req: IncomingMessage, res: ServerResponse) => void;
        use(
            middleware: (ctx: Partial<OidcContext>, next: () => Promise<void>) => Promise<void>,
        ): void;
        on(event: string, listener: (...args: never[]) => void): this;
        interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
        interactionFinished(
            req: IncomingMessage,
            res: ServerResponse,
            result: Record<string, unknown>,
            options?: { mergeWithLastSubmission?: boolean },
        ): Promise<void>;
    }

    export const errors: {
        InvalidTarget: new (description?: string) => Error;
        SessionNotFound: new (description?: string) => Error;
    };

    export default Provider;
}

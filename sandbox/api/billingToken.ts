/** The billing back end's own tokens: HS256 JWTs for one organization, checked on every call. */
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { billingSettings } from '../db/billingSettings.ts';
import { adminScoped } from './adminScope.ts';
import { forbidden } from './errors.ts';
import { BILLING_TOKEN_HEADER } from './headers.ts';
import { organizationScoped } from './organizationScope.ts';
import type { BillingTokenResponse } from '../../custom-pages/billing/state/types.ts';

export const BILLING_TOKEN_REQUIRED = 'A valid billing token is required';

const keyOf = (db: Database) => new TextEncoder().encode(billingSettings(db).secret);

export async function issueBillingToken(
    db: Database,
    username: string,
    organizationId: number,
): Promise<BillingTokenResponse> {
    const { tokenTtl } = billingSettings(db);
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({ organizationId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(username)
        .setIssuedAt(now)
        .setExpirationTime(now + tokenTtl)
        .sign(keyOf(db));
    return { access_token: accessToken, token_type: 'Bearer', expires_in: tokenTtl };
}

/** 403 (never 401: that would end the console session) unless the header holds a valid token
 * of the request's organization. */
export async function requireBillingToken(db: Database, request: FastifyRequest): Promise<void> {
    const raw = request.headers[BILLING_TOKEN_HEADER];
    const token = (Array.isArray(raw) ? raw[0] : raw)?.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw forbidden(BILLING_TOKEN_REQUIRED);
    try {
        const { payload } = await jwtVerify(token, keyOf(db), { algorithms: ['HS256'] });
        if (payload.organizationId !== request.organizationId) throw new Error('organization');
    } catch {
        throw forbidden(BILLING_TOKEN_REQUIRED);
    }
}

/** preHandler for billing reads: the organization scope, then the billing token. */
export function billingReadScoped(db: Database) {
    const scope = organizationScoped(db);
    return async function checkBillingRead(request: FastifyRequest): Promise<void> {
        await scope(request);
        await requireBillingToken(db, request);
    };
}

/** preHandler for billing writes: the organization scope, 403 for viewers, then the token. */
export function billingWriteScoped(db: Database) {
    const scope = adminScoped(db);
    return async function checkBillingWrite(request: FastifyRequest): Promise<void> {
        await scope(request);
        await requireBillingToken(db, request);
    };
}

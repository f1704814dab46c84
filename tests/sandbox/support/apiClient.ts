import type { RunningSandbox } from '../../../sandbox/sandbox.ts';
import { pkceLogin } from './pkceLogin.ts';

export type DemoUser = 'sysadmin' | 'orgadmin' | 'viewer' | 'orgadmin2' | 'guest';

/** Response bodies in tests are read loosely; the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
    status: number;
    body: T;
}

export interface CallOptions {
    /** X-Organization-Id; default 1, null for none. */
    organization?: number | null;
    body?: unknown;
}

/** Signs the users in once and calls the API as one of them. */
export async function apiClient(sandbox: RunningSandbox, users: DemoUser[]) {
    const tokens = new Map<DemoUser, string>();
    for (const user of users) {
        tokens.set(user, (await pkceLogin(sandbox.ssoUrl, sandbox.appUrl, user)).access_token);
    }

    async function call<T = Json>(
        user: DemoUser,
        method: string,
        path: string,
        { organization = 1, body }: CallOptions = {},
    ): Promise<ApiResponse<T>> {
        const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(user)}` };
        if (organization !== null) headers['x-organization-id'] = String(organization);
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${sandbox.appUrl}/api${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    }

    /** A test control under /__sandbox (no sign-in). */
    async function control<T = Json>(method: string, path: string, body?: unknown) {
        const response = await fetch(`${sandbox.appUrl}/__sandbox${path}`, {
            method,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as T };
    }

    return { call, control };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
    calculateJwkThumbprint,
    exportJWK,
    generateKeyPair,
    type JSONWebKeySet,
    type JWK,
} from 'jose';

export const KEYS_FILE = 'sso-keys.json';

export interface SsoKeys {
    /** Private signing keys (RS256), the first one signs. */
    signing: JWK[];
    /** Secrets for signed SSO cookies. */
    cookieKeys: string[];
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function publicJwk(jwk: JWK): JWK {
    const copy: JWK = { ...jwk };
    for (const part of PRIVATE_PARTS) delete copy[part];
    return copy;
}

export function publicJwks(keys: SsoKeys): JSONWebKeySet {
    return { keys: keys.signing.map(publicJwk) };
}

async function generateKeys(): Promise<SsoKeys> {
    const { privateKey } = await generateKeyPair('RS256', {
        modulusLength: 2048,
        extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    return {
        signing: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }],
        cookieKeys: [randomBytes(32).toString('base64url')],
    };
}

function isSsoKeys(value: unknown): value is SsoKeys {
    const keys = value as SsoKeys;
    return (
        !!keys &&
        Array.isArray(keys.signing) &&
        keys.signing.length > 0 &&
        Array.isArray(keys.cookieKeys) &&
        keys.cookieKeys.length > 0
    );
}

/** Loads the SSO keys from the data folder, generating and saving them on first start. */
export async function loadOrCreateKeys(dataDir: string): Promise<SsoKeys> {
    const file = path.join(dataDir, KEYS_FILE);
    if (fs.existsSync(file)) {
        const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (isSsoKeys(stored)) return stored;
        throw new Error(`${file} is not a valid key file; delete it to generate new keys`);
    }
    const keys = await generateKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
}

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A modest cost: this is a sandbox, but passwords are still not stored in clear.
const COST = { N: 4096, r: 8, p: 1 };
const LENGTH = 32;

export function hashPassword(password: string): string {
    const salt = randomBytes(16);
    const hash = scryptSync(password, salt, LENGTH, COST);
    return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
    const [scheme, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, COST);
    return timingSafeEqual(actual, expected);
}

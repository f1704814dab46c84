/**
 * Generated users for paging tests (the bulk users control): `zz-user-00001`, `zz-user-00002`,
 * ... (sorted after the demo users, who stay on a list's first page), each with the password
 * `generated` and, when asked, a role in one organization.
 */
import type { Database } from 'better-sqlite3';
import { hashPassword } from './password.ts';
import { userIdFor } from './users.ts';

export const GENERATED_USER_PREFIX = 'zz-user-';
export const GENERATED_USER_PASSWORD = 'generated';

export const generatedUsername = (index: number) =>
    `${GENERATED_USER_PREFIX}${String(index).padStart(5, '0')}`;

/** Adds `count` generated users after those already there; the number added. */
export function insertGeneratedUsers(
    db: Database,
    { count, groups }: { count: number; groups: string[] },
): number {
    const existing = db
        .prepare('SELECT COUNT(*) AS n FROM users WHERE username LIKE ?')
        .get(`${GENERATED_USER_PREFIX}%`) as { n: number };
    // One hash for all: scrypt per user would take seconds for a thousand of them.
    const passwordHash = hashPassword(GENERATED_USER_PASSWORD);
    const insert = db.prepare(
        `INSERT INTO users (id, username, passwordHash, email, firstName, lastName, groups, roles)
     VALUES (@id, @username, @passwordHash, @email, @firstName, @lastName, @groups, '[]')`,
    );
    db.transaction(() => {
        for (let index = existing.n + 1; index <= existing.n + count; index++) {
            const username = generatedUsername(index);
            insert.run({
                id: userIdFor(username),
                username,
                passwordHash,
                email: `${username}@smartcity.example`,
                firstName: 'Generated',
                lastName: `User ${index}`,
                groups: JSON.stringify(groups),
            });
        }
    })();
    return count;
}

/** Removes every generated user; the number removed. */
export function deleteGeneratedUsers(db: Database): number {
    return db.prepare('DELETE FROM users WHERE username LIKE ?').run(`${GENERATED_USER_PREFIX}%`)
        .changes;
}

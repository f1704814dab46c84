import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { REALM } from '../config.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { TableModule } from './table.ts';

export interface User {
    /** Stable subject id (a UUID, like Keycloak's). */
    id: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    /** Group paths, e.g. "/organizations/1/ADMIN". */
    groups: string[];
    /** Realm roles besides Keycloak's defaults, e.g. "sls-frontend-access". */
    roles: string[];
}

interface UserRow extends Omit<User, 'groups' | 'roles'> {
    passwordHash: string;
    groups: string;
    roles: string;
}

/** Roles Keycloak gives every user of a realm; added to each token. */
export const DEFAULT_REALM_ROLES = [
    'offline_access',
    'uma_authorization',
    `default-roles-${REALM}`,
];

export interface DemoUser extends Omit<User, 'id'> {
    /** What the user may do in the console, for the start banner and the login page. */
    summary: string;
}

/** Demo users; the password of each is its username. */
export const DEMO_USERS: DemoUser[] = [
    {
        username: 'sysadmin',
        firstName: 'Sam',
        lastName: 'Steiner',
        email: 'sysadmin@smartcity.example',
        groups: ['/smartcity/ADMIN'],
        roles: [
            'sls-frontend-access',
            'svs-frontend-access',
            'sts-frontend-access',
            'ses-frontend-access',
            'lpwan-access',
        ],
        summary: 'system admin: all organizations and /system',
    },
    {
        username: 'orgadmin',
        firstName: 'Olivia',
        lastName: 'Brandt',
        email: 'orgadmin@smartcity.example',
        groups: ['/organizations/1/ADMIN'],
        roles: ['sls-frontend-access', 'ses-frontend-access', 'lpwan-access'],
        summary: 'admin of organization 1 "Stadtwerke Musterstadt"',
    },
    {
        username: 'viewer',
        firstName: 'Victor',
        lastName: 'Huber',
        email: 'viewer@smartcity.example',
        groups: ['/organizations/1/VIEWER'],
        roles: ['sls-frontend-access'],
        summary: 'read-only in organization 1 "Stadtwerke Musterstadt"',
    },
    {
        username: 'serviceuser',
        firstName: 'Selma',
        lastName: 'Kaya',
        email: 'serviceuser@smartcity.example',
        groups: ['/services/101/USER'],
        roles: ['svs-frontend-access'],
        summary: 'service user of service 101: only home and settings',
    },
    {
        username: 'guest',
        firstName: 'Gustav',
        lastName: 'Lenz',
        email: 'guest@smartcity.example',
        groups: [],
        roles: [],
        summary: 'no group: only home and settings',
    },
    {
        username: 'orgadmin2',
        firstName: 'Orsola',
        lastName: 'Bianchi',
        email: 'orgadmin2@smartcity.example',
        groups: ['/organizations/2/ADMIN'],
        roles: ['sts-frontend-access'],
        summary: 'admin of organization 2 "Comune di Lago Verde"',
    },
    {
        username: 'newcomer',
        firstName: 'Nora',
        lastName: 'Neumann',
        email: 'newcomer@smartcity.example',
        groups: [],
        roles: [],
        summary: 'no group yet: to be invited on /organization/users',
    },
];

/** A UUID derived from the username, so ids (token subjects) survive a reseed. */
export function userIdFor(username: string): string {
    const hex = createHash('sha256').update(`${REALM}:${username}`).digest('hex');
    return [
        hex.slice(0, 8),
        hex.slice(8, 12),
        `4${hex.slice(13, 16)}`,
        ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16) + hex.slice(17, 20),
        hex.slice(20, 32),
    ].join('-');
}

export const usersTable: TableModule = {
    name: 'users',
    schema: `
    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      passwordHash TEXT NOT NULL,
      email TEXT NOT NULL,
      firstName TEXT NOT NULL,
      lastName TEXT NOT NULL,
      groups TEXT NOT NULL DEFAULT '[]',
      roles TEXT NOT NULL DEFAULT '[]'
    );`,
    seed(db) {
        for (const { username, email, firstName, lastName, groups, roles } of DEMO_USERS) {
            const user = {
                id: userIdFor(username),
                username,
                email,
                firstName,
                lastName,
                groups,
                roles,
            };
            insertUser(db, user, username);
        }
    },
};

function toUser(row: UserRow | undefined): User | undefined {
    if (!row) return undefined;
    return {
        id: row.id,
        username: row.username,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        groups: JSON.parse(row.groups) as string[],
        roles: JSON.parse(row.roles) as string[],
    };
}

export function insertUser(db: Database, user: User, password: string): void {
    db.prepare(
        `INSERT INTO users (id, username, passwordHash, email, firstName, lastName, groups, roles)
     VALUES (@id, @username, @passwordHash, @email, @firstName, @lastName, @groups, @roles)`,
    ).run({
        ...user,
        passwordHash: hashPassword(password),
        groups: JSON.stringify(user.groups),
        roles: JSON.stringify(user.roles),
    });
}

export function findUserById(db: Database, id: string): User | undefined {
    return toUser(db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined);
}

export function findUserByUsername(db: Database, username: string): User | undefined {
    return toUser(
        db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined,
    );
}

export function listUsers(db: Database): User[] {
    const rows = db.prepare('SELECT * FROM users ORDER BY username').all() as UserRow[];
    return rows.map(row => toUser(row) as User);
}

/** The user if the credentials are right, else undefined. */
export function authenticate(db: Database, username: string, password: string): User | undefined {
    const row = db.prepare('SELECT * FROM users WHERE username = ?').get(username) as
        UserRow | undefined;
    if (!row || !verifyPassword(password, row.passwordHash)) return undefined;
    return toUser(row);
}

export function setUserGroups(db: Database, id: string, groups: string[]): boolean {
    return (
        db.prepare('UPDATE users SET groups = ? WHERE id = ?').run(JSON.stringify(groups), id)
            .changes > 0
    );
}

/** Adds a group path to the user's groups; false when the user already has it. */
export function addUserGroup(db: Database, user: User, group: string): boolean {
    if (user.groups.includes(group)) return false;
    return setUserGroups(db, user.id, [...user.groups, group]);
}

/** Removes group paths from the user's groups; the ones the user had. */
export function removeUserGroups(db: Database, user: User, groups: string[]): string[] {
    const removed = user.groups.filter(group => groups.includes(group));
    if (removed.length) {
        setUserGroups(
            db,
            user.id,
            user.groups.filter(group => !groups.includes(group)),
        );
    }
    return removed;
}

export function deleteUser(db: Database, id: string): boolean {
    return db.prepare('DELETE FROM users WHERE id = ?').run(id).changes > 0;
}

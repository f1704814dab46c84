import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Database } from 'better-sqlite3';

/** SSO state (sessions, grants, refresh tokens, interactions) lives apart from the product data. */
export const SSO_STORE_FILE = 'sso.db';

type Payload = Record<string, unknown>;

interface Row {
    payload: string;
}

export function openSsoStore(dataDir: string): Database {
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Sqlite(path.join(dataDir, SSO_STORE_FILE));
    db.pragma('journal_mode = WAL');
    db.exec(`
    CREATE TABLE IF NOT EXISTS oidc_models (
      model TEXT NOT NULL,
      id TEXT NOT NULL,
      payload TEXT NOT NULL,
      grantId TEXT,
      userCode TEXT,
      uid TEXT,
      expiresAt INTEGER,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grantId);
    CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (uid);`);
    pruneExpired(db);
    return db;
}

/** Expired rows are never read again; drop them (at start and now and then). */
export function pruneExpired(db: Database): void {
    db.prepare('DELETE FROM oidc_models WHERE expiresAt IS NOT NULL AND expiresAt < ?').run(
        Date.now(),
    );
}

/** An oidc-provider storage adapter class over SQLite (one instance per model name). */
export function sqliteAdapter(db: Database) {
    const live = '(expiresAt IS NULL OR expiresAt > ?)';
    const statements = {
        upsert: db.prepare(
            `INSERT OR REPLACE INTO oidc_models (model, id, payload, grantId, userCode, uid, expiresAt)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ),
        find: db.prepare(`SELECT payload FROM oidc_models WHERE model = ? AND id = ? AND ${live}`),
        findByUid: db.prepare(
            `SELECT payload FROM oidc_models WHERE model = ? AND uid = ? AND ${live}`,
        ),
        findByUserCode: db.prepare(
            `SELECT payload FROM oidc_models WHERE model = ? AND userCode = ? AND ${live}`,
        ),
        consume: db.prepare(
            "UPDATE oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?",
        ),
        destroy: db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?'),
        revokeByGrantId: db.prepare('DELETE FROM oidc_models WHERE model = ? AND grantId = ?'),
    };
    const parse = (row: unknown): Payload | undefined =>
        row ? (JSON.parse((row as Row).payload) as Payload) : undefined;
    const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

    return class SqliteAdapter {
        constructor(private readonly model: string) {}

        async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
            const expiresAt = expiresIn ? Math.round(Date.now() + expiresIn * 1000) : null;
            statements.upsert.run(
                this.model,
                id,
                JSON.stringify(payload),
                text(payload.grantId),
                text(payload.userCode),
                text(payload.uid),
                expiresAt,
            );
        }

        async find(id: string): Promise<Payload | undefined> {
            return parse(statements.find.get(this.model, id, Date.now()));
        }

        async findByUid(uid: string): Promise<Payload | undefined> {
            return parse(statements.findByUid.get(this.model, uid, Date.now()));
        }

        async findByUserCode(userCode: string): Promise<Payload | undefined> {
            return parse(statements.findByUserCode.get(this.model, userCode, Date.now()));
        }

        async consume(id: string): Promise<void> {
            statements.consume.run(Math.floor(Date.now() / 1000), this.model, id);
        }

        async destroy(id: string): Promise<void> {
            statements.destroy.run(this.model, id);
        }

        async revokeByGrantId(grantId: string): Promise<void> {
            statements.revokeByGrantId.run(this.model, grantId);
        }
    };
}

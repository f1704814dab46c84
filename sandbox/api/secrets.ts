/**
 * Secrets stay with admins: a viewer's answers leave out every secret value the resource's
 * contract file names (`resources/<name>/secrets.ts`: integration credentials, multicast session
 * keys, data-sharing passwords and credential headers). The product API must do the same; the
 * console never shows a secret to a viewer either.
 */
import type { FastifyRequest } from 'fastify';
import { isOrganizationAdmin } from './caller.ts';

/** The shape of a contract file's declaration (structural: the sandbox imports no console type). */
export interface RecordSecrets {
    /** Dotted paths of secret values, e.g. details.infoList.apiToken. */
    readonly paths: readonly string[];
    /** Objects (by path) whose entries are secret when the key matches, e.g. headers. */
    readonly keyed?: Readonly<Record<string, RegExp>>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at a dotted path, or undefined. */
const objectAt = (record: Json, path: string[]): Json | undefined => {
    let current: unknown = record;
    for (const key of path) {
        if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
        current = current[key];
    }
    return isObject(current) ? current : undefined;
};

/** A copy of the record without its secret values (the keys are left out, not blanked). */
export function withoutSecrets<T>(record: T, secrets: RecordSecrets): T {
    if (!isObject(record)) return record;
    const copy = structuredClone(record) as Json;
    for (const path of secrets.paths) {
        const keys = path.split('.');
        const last = keys.pop() as string;
        const parent = objectAt(copy, keys);
        if (parent) delete parent[last];
    }
    for (const [path, pattern] of Object.entries(secrets.keyed ?? {})) {
        const map = objectAt(copy, path.split('.'));
        for (const key of Object.keys(map ?? {})) {
            if (map && pattern.test(key)) delete map[key];
        }
    }
    return copy as T;
}

/**
 * The answer of a read for the caller: whole for the organization's admins (and system admins),
 * without secrets for everyone else (viewers).
 */
export const shownTo =
    (secrets: RecordSecrets) =>
    <T>(request: FastifyRequest, answer: T): T => {
        if (isOrganizationAdmin(request.caller, request.organizationId)) return answer;
        if (Array.isArray(answer)) {
            return answer.map(record => withoutSecrets(record, secrets)) as T;
        }
        return withoutSecrets(answer, secrets);
    };

/**
 * Secret values of a record (integration credentials, multicast session keys, data-sharing
 * passwords and credential headers): admins see them masked with a reveal control, everyone else
 * never (the API leaves them out of a viewer's answers, and the console does not show them if it
 * gets them). Each resource names its secrets once, in its `secrets.ts` (the contract file the
 * sandbox shares); the declaration points at it (ResourceDeclaration.secrets).
 */
import type { CollectionSecrets } from './collection.ts';

/** The secrets of a record: dotted paths, and objects whose credential-named entries are secret. */
export type RecordSecrets = CollectionSecrets;

export const isSecretPath = (secrets: RecordSecrets | undefined, path: string) =>
    !!secrets?.paths.includes(path);

/** Whether the entry `key` of the object at `path` is secret (e.g. the header Authorization). */
export const isSecretKey = (secrets: RecordSecrets | undefined, path: string, key: string) =>
    !!secrets?.keyed?.[path]?.test(key.trim());

/** Whether the value at a dotted path is secret: a declared path, or an entry of a keyed object. */
export const isSecretAt = (secrets: RecordSecrets | undefined, path: string) =>
    isSecretPath(secrets, path) ||
    Object.keys(secrets?.keyed ?? {}).some(
        keyedPath =>
            path.startsWith(`${keyedPath}.`) &&
            isSecretKey(secrets, keyedPath, path.slice(keyedPath.length + 1)),
    );

const valueAt = (record: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (current, key) =>
                typeof current === 'object' && current !== null && Object.hasOwn(current, key)
                    ? (current as Record<string, unknown>)[key]
                    : undefined,
            record,
        );

const isShown = (value: unknown): value is string | number =>
    (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The record's secret values, as texts (what must never reach a viewer). */
export const secretValues = (record: unknown, secrets: RecordSecrets): string[] => {
    const values: unknown[] = secrets.paths.map(path => valueAt(record, path));
    for (const [path, pattern] of Object.entries(secrets.keyed ?? {})) {
        const map = valueAt(record, path);
        if (typeof map !== 'object' || map === null) continue;
        for (const [key, value] of Object.entries(map)) if (pattern.test(key)) values.push(value);
    }
    return values.filter(isShown).map(String);
};

/**
 * The value at a dotted path of a record (`settings.uplink.url`), or undefined where a step is
 * missing: what a list filters and sorts on (src/api/lists/listQuery.ts) and what a declared
 * field sends (src/api/writes/declaredPayload.ts).
 */
export const valueAt = (record: object, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => {
        if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
        return undefined;
    }, record);

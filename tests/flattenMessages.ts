/** A message tree as dotted keys and texts: `{ ra: { action: { save } } }` -> `ra.action.save`. */
export const flattenMessages = (node: unknown, prefix = ''): Record<string, string> => {
    if (typeof node !== 'object' || node === null) return { [prefix]: String(node) };
    return Object.entries(node).reduce<Record<string, string>>(
        (all, [key, value]) => ({
            ...all,
            ...flattenMessages(value, prefix ? `${prefix}.${key}` : key),
        }),
        {},
    );
};

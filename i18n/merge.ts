/**
 * Joins message trees (deep merge, a later tree's text wins), as react-admin's mergeTranslations
 * does, without importing react-admin: the catalogues are plain data, so Node tools that cannot
 * load react-admin (the e2e language walk, run by Playwright's loader) read the very catalogues
 * the console shows.
 */
type Intersection<T> = (T extends unknown ? (part: T) => void : never) extends (
    part: infer I,
) => void
    ? I
    : never;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeTwo = (base: Tree, over: Tree): Tree => {
    const merged: Tree = { ...base };
    for (const [key, value] of Object.entries(over)) {
        const below = merged[key];
        merged[key] = isTree(below) && isTree(value) ? mergeTwo(below, value) : value;
    }
    return merged;
};

/** The trees joined into a new one; none of them is changed. */
export const mergeMessages = <T extends object[]>(...trees: T) =>
    trees.reduce<Tree>((merged, tree) => mergeTwo(merged, tree as Tree), {}) as Intersection<
        T[number]
    >;

/** Joins the message files of the areas into one key tree, keeping their types. */
export const mergeAreas = mergeMessages;

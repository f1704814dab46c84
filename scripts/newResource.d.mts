/** Types of newResource.mjs, for the unit tests. */
export const UNTRANSLATED: string;
export const AREAS: string[];

export interface ResourceNames {
    name: string;
    kebab: string;
    area: string;
    Type: string;
    collection: string;
    record: string;
    body: string;
    change: string;
    messages: string;
    one: string;
    many: string;
    paths: { list: string; add: string; edit: string };
}

export interface NameOptions {
    singular?: string;
    area?: string;
}

export function namesOf(name: string, options?: NameOptions): ResourceNames | { error: string };
export function addImport(text: string, line: string): string;
export function addToList(text: string, opening: string, closing: string, entry: string): string;

export type Written = { names: ResourceNames; files: Record<string, string> } | { error: string };

export function planResource(root: string, name: string, options?: NameOptions): Written;
export function newResource(
    root: string,
    name: string,
    options?: NameOptions & { dryRun?: boolean },
): Promise<Written>;

/**
 * The records of declared resources as the API's messages name them ("Gateway 7 not found",
 * "A gateway named North already exists"): by their record schema's title, the declaration's
 * `recordTitle`. The console's error texts show such a name as the resource's own name in the
 * user's language (`resources.<name>.name`, one), so that a new resource needs no entry in the
 * error table (src/api/errors/serverErrors.ts). Filled once from the registry at start.
 */

/** A declared resource's name and the title its records have in the API's messages. */
export interface NamedRecords {
    name: string;
    recordTitle?: string;
}

/** Resource names by their records' title, in lower case. */
const byTitle = new Map<string, string>();
let version = 0;

/** Learns the titles of the declared resources' records (the registry, at start). */
export const knowRecordNames = (declarations: readonly NamedRecords[]): void => {
    for (const { name, recordTitle } of declarations) {
        if (!recordTitle || byTitle.get(recordTitle.toLowerCase()) === name) continue;
        byTitle.set(recordTitle.toLowerCase(), name);
        version++;
    }
};

/** The declared resource whose records have this title (any case), if any. */
export const resourceOfRecord = (title: string): string | undefined =>
    byTitle.get(title.toLowerCase());

/** The titles known, capitalised as a message starts them ("Gateway"), and their count's version. */
export const declaredRecordTitles = (): { titles: string[]; version: number } => ({
    titles: [...byTitle.keys()].map(title => title.charAt(0).toUpperCase() + title.slice(1)),
    version,
});

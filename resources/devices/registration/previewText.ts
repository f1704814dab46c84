/**
 * Values of a CSV file as the preview shows them: a value can be megabytes long (a file without
 * line breaks), so the preview shows the start of it only, and at most a few column names.
 */

/** Characters shown of a value. */
export const SHOWN_CHARACTERS = 80;
/** Column names shown in a message. */
export const SHOWN_NAMES = 10;

/** The value, cut after `max` characters with an ellipsis. */
export const shortText = (text: string, max = SHOWN_CHARACTERS) =>
    text.length > max ? `${text.slice(0, max)}…` : text;

/** The first names, each cut short, joined with commas; an ellipsis when there are more. */
export const shortList = (names: readonly string[], max = SHOWN_NAMES) =>
    names
        .slice(0, max)
        .map(name => shortText(name))
        .join(', ') + (names.length > max ? ', …' : '');

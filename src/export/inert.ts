/**
 * Inert cells (OWASP CSV injection guidance): a text that a spreadsheet would read as a formula
 * or a DDE call, one that begins with = + - @, a tab or a carriage return (also after leading
 * white space, and their full-width forms), is written with a leading apostrophe, in CSV and in
 * .xlsx alike. A number typed as a number stays a number (-5 is a number in both, never a
 * formula); the text "-5" gets the apostrophe. Non-finite numbers are written as text.
 */

/**
 * A date and time (epoch ms) with its text as the list shows it: .xlsx writes a date cell, which
 * a spreadsheet sorts and filters as a date; CSV writes the text.
 */
export interface DateCell {
    date: number;
    text: string;
}

/** What one cell of an export holds. */
export type Cell = string | number | boolean | null | undefined | DateCell;

export const isDateCell = (value: Cell): value is DateCell =>
    typeof value === 'object' && value !== null;

/** A cell as written: text (never a formula), a finite number, a boolean, or empty. */
export type InertCell = string | number | boolean | null;

const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** Whether a spreadsheet could read the text as a formula. */
export const looksLikeFormula = (text: string) => FORMULA_START.test(text);

/** The text with a leading ' when a spreadsheet could read it as a formula. */
export const inertText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/**
 * A text as it was before inertText: without the apostrophe the writer put before a formula
 * start. For files the console wrote and takes back (a registration file's rows to fix), so that
 * a location "-33.87, 151.21" comes back as it was written, not as "'-33.87, 151.21".
 */
export const uninertText = (text: string) =>
    text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text;

export const inertCell = (value: Cell): InertCell => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean') return value;
    if (isDateCell(value)) return inertText(value.text);
    if (typeof value === 'number') return Number.isFinite(value) ? value : inertText(String(value));
    return inertText(String(value));
};

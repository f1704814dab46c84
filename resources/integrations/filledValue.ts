/** Whether a form value counts as entered: not missing and not an empty or blank text. */
export const isFilled = (value: unknown) =>
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** An infoList as the integration form holds it: a field may be missing, empty or half typed. */
export type InfoValues = Record<string, unknown>;

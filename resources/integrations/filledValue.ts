/** Whether a form value counts as entered: not missing and not an empty or blank text. */
export const isFilled = (value: unknown) =>
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

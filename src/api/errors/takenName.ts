/**
 * A save the API refused because another record has the name (409 "An organization named x
 * already exists"): the generated add and edit pages (src/crud) ask for it at the name field,
 * translated, the input kept and no error modal, with FIELD_ERRORS_META; react-admin's form
 * shows an HttpError's `body.errors` at their fields. Any other refusal, and a taken name where
 * no form asked, opens the error modal as section 8 says.
 */
import { HttpError } from 'react-admin';
import { submissionError } from '../../validation/submissionError';
import { messageOf, type RequestOptions } from '../transport/httpClient';
import { recogniseServerError } from './serverErrors';

/** The `meta` of a save whose form shows a taken name at its name field. */
export const FIELD_ERRORS_META = { fieldErrors: true } as const;

export const showsFieldErrors = (meta: unknown) =>
    (meta as { fieldErrors?: unknown } | null | undefined)?.fieldErrors ===
    FIELD_ERRORS_META.fieldErrors;

/** The API's answer to a name another record of the kind has (src/api/errors/serverErrors.ts). */
export const isNameTaken = (status: number, message: string | undefined) =>
    recogniseServerError(status, message ?? '')?.key === 'app.server_error.name_taken';

/**
 * Runs a write (given the httpClient's `showsOwnError`); with `atField`, a taken name is thrown
 * as the name field's message.
 */
export const withTakenNameAtField = async <T>(
    atField: boolean,
    write: (showsOwnError: RequestOptions['showsOwnError']) => Promise<T>,
): Promise<T> => {
    if (!atField) return write(undefined);
    try {
        return await write(isNameTaken);
    } catch (error) {
        if (error instanceof HttpError && isNameTaken(error.status, messageOf(error.body))) {
            throw new HttpError(error.message, error.status, {
                ...(typeof error.body === 'object' ? error.body : {}),
                errors: { name: submissionError('app.validation.name_taken') },
            });
        }
        throw error;
    }
};

/**
 * Swisscom credentials (product specification section 5): a username plus a password, OR an API
 * key. Entering one set hides the other; one of the two is required.
 */
import type { Validator } from 'react-admin';
import { isFilled, type InfoValues } from './filledValue';

export type SwisscomCredentialSet = 'password' | 'apiToken' | 'none';
export type SwisscomCredentialField = 'username' | 'password' | 'apiToken';

export const SWISSCOM_CREDENTIALS_MESSAGE =
    'resources.integrations.validation.swisscom_credentials';

/** The set in use: username or password typed wins over an API key. */
export const swisscomCredentialSet = (infoList: InfoValues): SwisscomCredentialSet => {
    if (isFilled(infoList.username) || isFilled(infoList.password)) return 'password';
    if (isFilled(infoList.apiToken)) return 'apiToken';
    return 'none';
};

/** Which inputs show: both sets while neither is entered, else only the one in use. */
export const visibleSwisscomSets = (infoList: InfoValues) => {
    const set = swisscomCredentialSet(infoList);
    return { password: set !== 'apiToken', apiToken: set !== 'password' };
};

/** The message for one credential field, or undefined when it is fine. */
export const swisscomCredentialError = (
    field: SwisscomCredentialField,
    infoList: InfoValues,
): string | undefined => {
    const set = swisscomCredentialSet(infoList);
    if (set === 'none') return SWISSCOM_CREDENTIALS_MESSAGE;
    if (set === 'password' && field !== 'apiToken' && !isFilled(infoList[field])) {
        return 'ra.validation.required';
    }
    return undefined;
};

/** react-admin validator of one credential field, reading the other fields of the form. */
export const swisscomCredentialValidator =
    (field: SwisscomCredentialField): Validator =>
    (_value, allValues) =>
        swisscomCredentialError(
            field,
            ((allValues as { details?: { infoList?: InfoValues } } | undefined)?.details
                ?.infoList ?? {}) as InfoValues,
        );

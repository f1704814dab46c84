/**
 * Shared validation rules; each message is a translation key. The product specification names
 * a shared name rule for service names, organization names and billing IDs without giving its
 * bounds: these are ours (see the README's Decisions).
 */
import { maxLength, minLength, regex, required, type Validator } from 'react-admin';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 64;
/** Letters of any script (with their accents), digits, spaces and - _ . & ' ( ) , */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.&'(),-]+$/u;

export const nameRule: Validator[] = [
    required(),
    minLength(NAME_MIN_LENGTH),
    maxLength(NAME_MAX_LENGTH),
    regex(NAME_PATTERN, 'app.validation.name_characters'),
];

/**
 * The invite's username rule (product specification section 5 names it without its bounds):
 * required, 2 to 64 characters, letters, digits and . _ - @ (so e-mail addresses pass).
 */
import { maxLength, minLength, regex, type Validator } from 'react-admin';
import { required } from '../../src/validation/rules';

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const usernameRule: Validator[] = [
    required(),
    minLength(2),
    maxLength(64),
    regex(USERNAME_PATTERN, 'resources.users.validation.username_characters'),
];

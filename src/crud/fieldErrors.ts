/**
 * The `meta` of a generated add or edit page's save: with a declared name field, a name another
 * record has is said at that field (src/api/errors/takenName.ts), not in the error modal.
 */
import { FIELD_ERRORS_META } from '../api/errors/takenName';
import type { ResourceDeclaration } from './declaration';

export const fieldErrorsMeta = (declaration: ResourceDeclaration) =>
    declaration.fields.some(field => field.source === 'name') ? FIELD_ERRORS_META : undefined;

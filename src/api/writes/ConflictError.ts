/**
 * An update refused by the console because someone else changed the same fields since the form
 * opened (src/api/writes/concurrentChange.ts). The edit form's conflict dialog
 * (src/ui/ConflictGuard.tsx) shows it; its message is the handled one, so no error notice shows it
 * as well.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { FieldConflict } from './concurrentChange';
import { HANDLED_ERROR_MESSAGE } from '../transport/httpClient';

/** The `meta` of a save that overwrites the other user's values with mine (the dialog's choice). */
export const KEEP_MINE_META = { conflict: 'keepMine' } as const;

export const keepsMine = (meta: unknown) =>
    (meta as { conflict?: unknown } | null | undefined)?.conflict === KEEP_MINE_META.conflict;

export class ConflictError extends Error {
    constructor(
        readonly resource: string,
        readonly id: Identifier,
        readonly conflicts: FieldConflict[],
        /** The record as the server has it now (after the resource's fromApi). */
        readonly current: RaRecord,
    ) {
        super(HANDLED_ERROR_MESSAGE);
        this.name = 'ConflictError';
    }
}

export const isConflictError = (error: unknown): error is ConflictError =>
    error instanceof ConflictError;

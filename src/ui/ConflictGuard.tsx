/**
 * Placed inside every edit form (its footer, like the unsaved-changes guard): when the save
 * meets someone else's change to the same fields (a ConflictError of dataProvider.update), the
 * conflict dialog opens. "Keep mine" saves again through the page's own save with
 * KEEP_MINE_META, so the page's success handling runs as after any save; "Take theirs" reloads
 * the record, and the form then shows it with the user's other changes kept.
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
    EditContext,
    useRecordContext,
    useRegisterMutationMiddleware,
    useResourceContext,
    useSaveContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isConflictError, KEEP_MINE_META, type ConflictError } from '../api/writes/ConflictError';
import { ConflictDialog } from './ConflictDialog';
import { changesToKeep, valueAt } from './conflictValues';

type Values = Record<string, unknown>;

interface Reload {
    /** The record the form showed when the conflict came. */
    from: unknown;
    keep: { path: string; value: unknown }[];
}

export const ConflictGuard = () => {
    const resource = useResourceContext() ?? '';
    const edit = useContext(EditContext);
    const record = useRecordContext();
    const { save } = useSaveContext();
    const form = useFormContext();
    const [conflict, setConflict] = useState<ConflictError | null>(null);
    const reload = useRef<Reload | null>(null);

    const middleware = useCallback(
        async (
            resource: string,
            params: unknown,
            next: (resource: string, params: unknown) => Promise<unknown>,
        ) => {
            try {
                return await next(resource, params);
            } catch (error) {
                if (isConflictError(error)) setConflict(error);
                throw error;
            }
        },
        [],
    );
    useRegisterMutationMiddleware(middleware);

    const keepMine = () => {
        setConflict(null);
        // Through the form's submit: validation, and the form counts as submitting until the
        // answer (the return to the list asks nothing).
        void form.handleSubmit(values => save?.(values, { meta: KEEP_MINE_META }))();
    };

    const takeTheirs = () => {
        if (!conflict) return;
        const values = form.getValues() as Values;
        const initial = (form.formState.defaultValues ?? {}) as Values;
        reload.current = {
            from: record,
            keep: changesToKeep(values, initial, conflict.current, conflict.conflicts).map(
                path => ({ path, value: valueAt(values, path) }),
            ),
        };
        setConflict(null);
        void edit?.refetch?.();
    };

    // The reloaded record resets the form (react-admin's Form, after this effect): the user's
    // other changes go back in right after.
    useEffect(() => {
        const pending = reload.current;
        if (!pending || record === pending.from) return;
        reload.current = null;
        setTimeout(() => {
            for (const { path, value } of pending.keep) {
                form.setValue(path, value, { shouldDirty: true, shouldValidate: true });
            }
        });
    }, [record, form]);

    return (
        <ConflictDialog
            resource={resource}
            conflicts={conflict?.conflicts ?? null}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
            onClose={() => setConflict(null)}
        />
    );
};

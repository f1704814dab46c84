/**
 * Placed inside a react-admin form (every edit footer and wizard has one, through
 * UnsavedChangesGuard): when the session ends, the form's unsaved input is written as a draft
 * (draftStore: per route path and record id, per user and organization, secrets excluded); when
 * the same form opens again for the same user and organization, the draft is put back into it as
 * changed input and a notice asks to save it; when typed secrets were left out of the draft, the
 * notice says so and asks to enter them again (a wizard would otherwise meet "Required" at their
 * step with no word why). The draft goes when the input is saved or discarded (the form is left,
 * or Undo brings it back to the record).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { getKeycloak } from '../auth/keycloak';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { draftsKeptForSignIn, registerDraftKeeper } from './draftKeepers';
import {
    clearDraft,
    draftOf,
    readDraft,
    readStoredDraft,
    writeDraft,
    type Draft,
    type DraftOwner,
} from './draftStore';

/** The signed-in user's subject, if any. */
const currentUser = (): string | undefined => {
    try {
        return getKeycloak().tokenParsed?.sub;
    } catch {
        return undefined;
    }
};

interface Props {
    /** Tells apart a second form on the same page (e.g. a dialog's): part of the draft's key. */
    form?: string;
}

/** The notice of a restored draft: secrets left out are to be entered again. */
const restoredNotice = ({ values, secretsLeftOut }: Draft) => {
    if (!secretsLeftOut) return 'app.session.draft_restored';
    return Object.keys(values).length > 0
        ? 'app.session.draft_restored_without_secrets'
        : 'app.session.secrets_not_kept';
};

/** Whose draft a form on this page keeps: the user, organization, path (and form), record. */
const useDraftOwner = (form?: string): DraftOwner | undefined => {
    const { pathname, search } = useLocation();
    const [organizationId] = useCurrentOrganizationId();
    const user = currentUser();
    const recordId = new URLSearchParams(search).get('id');
    const path = form ? `${pathname}#${form}` : pathname;
    return useMemo<DraftOwner | undefined>(
        () => (user ? { user, organizationId, path, recordId } : undefined),
        [user, organizationId, path, recordId],
    );
};

/**
 * Whether the dialog `form` of this page has a draft waiting from a session that ended with it
 * open: its opener opens it again, and its DraftKeeper puts the input back.
 */
export const useDraftWaiting = (form: string) => {
    const owner = useDraftOwner(form);
    return useMemo(() => !!owner && readDraft(owner) !== undefined, [owner]);
};

export const DraftKeeper = ({ form }: Props) => {
    const notify = useNotify();
    const { getValues, setValue } = useFormContext();
    const { dirtyFields, isDirty } = useFormState();
    const owner = useDraftOwner(form);
    const latest = useRef({ owner, dirtyFields });
    useEffect(() => {
        latest.current = { owner, dirtyFields };
    });
    /**
     * The owner whose draft the form looked for (and put back if there was one). The owner can
     * change while the form is open: after a sign-in the current organization is set from the
     * address a moment after the form shows, and the draft is the new owner's.
     */
    const restoredFor = useRef<DraftOwner | undefined>(undefined);

    useEffect(
        () =>
            registerDraftKeeper(() => {
                const { owner: keeper, dirtyFields: dirty } = latest.current;
                if (!keeper) return;
                const { values, secretsLeftOut } = draftOf(dirty, getValues());
                writeDraft(keeper, values, { secretsLeftOut });
            }),
        [getValues],
    );

    // After react-admin's form has set its record (its own effects run after this one).
    useEffect(() => {
        if (!owner || restoredFor.current === owner) return;
        const timer = setTimeout(() => {
            restoredFor.current = owner;
            const draft = readStoredDraft(owner);
            if (!draft) return;
            for (const [name, value] of Object.entries(draft.values)) {
                setValue(name, value, {
                    shouldDirty: true,
                    shouldTouch: true,
                    shouldValidate: true,
                });
            }
            // Secrets to enter again: a longer read, and something to do.
            notify(restoredNotice(draft), {
                type: draft.secretsLeftOut ? 'warning' : 'info',
                autoHideDuration: draft.secretsLeftOut ? 20_000 : 10_000,
            });
            // Only the note on secrets: said once, nothing left to keep.
            if (Object.keys(draft.values).length === 0) clearDraft(owner);
        }, 0);
        return () => clearTimeout(timer);
    }, [owner, setValue, notify]);

    // Discarded (Undo) or saved (the form took the saved record): nothing left to keep.
    useEffect(() => {
        if (owner && restoredFor.current === owner && !isDirty && !draftsKeptForSignIn()) {
            clearDraft(owner);
        }
    }, [isDirty, owner]);

    // Leaving the form (after a save, or confirming to leave the input) drops its draft, unless
    // the session ended: then the draft waits for the next sign-in.
    useEffect(
        () => () => {
            const { owner: keeper } = latest.current;
            if (keeper && restoredFor.current === keeper && !draftsKeptForSignIn()) {
                clearDraft(keeper);
            }
        },
        [],
    );

    return null;
};

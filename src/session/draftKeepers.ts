/**
 * The open forms that keep their input as a draft when the session ends (each DraftKeeper
 * registers itself). keepDrafts() writes them all, and from then on a form that goes away does
 * not remove its draft: the session ended, the input waits for the next sign-in.
 */
const keepers = new Set<() => void>();
let ending = false;

export const registerDraftKeeper = (keep: () => void) => {
    keepers.add(keep);
    return () => {
        keepers.delete(keep);
    };
};

export const keepDrafts = () => {
    ending = true;
    keepers.forEach(keep => keep());
};

/** True once the session ended in this page: the forms' drafts stay. */
export const draftsKeptForSignIn = () => ending;

/** For tests. */
export const resetDraftKeepers = () => {
    keepers.clear();
    ending = false;
};

/**
 * Whether the script has passed its trial execution (sections 4 and 8). A success counts for the
 * exact script that ran: editing the script resets the flag, and an answer that comes back after
 * the script changed does not set it. Saving a script that has not passed asks for confirmation.
 */
export interface TrialState {
    /** The script text whose trial run last succeeded (or that was saved), or null. */
    passedScript: string | null;
}

/** A new sharing has not run; a stored one counts as passed until its script is edited. */
export const initialTrialState = (savedScript?: string | null): TrialState => ({
    passedScript: savedScript ?? null,
});

export const hasPassed = (state: TrialState, script: string) => state.passedScript === script;

/** The answer of a trial run of `ranScript`. */
export const afterTrialRun = (
    state: TrialState,
    ranScript: string,
    succeeded: boolean,
): TrialState => {
    if (succeeded) return { passedScript: ranScript };
    return state.passedScript === ranScript ? { passedScript: null } : state;
};

/** Saving asks first unless the current script has passed. */
export const needsConfirmation = (state: TrialState, script: string) => !hasPassed(state, script);

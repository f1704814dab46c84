/**
 * Whether a script has passed its trial execution (product specification sections 4 and 8), for
 * every area that runs user scripts (data sharing, custom alarms). The success counts for the
 * exact text that ran (the "subject": the script, or the test data and script together): any
 * edit of it resets the flag, and an answer that comes back after the text changed does not set
 * it.
 */
export interface TrialState {
    /** The text whose trial run last succeeded (or that was stored), or null. */
    passedSubject: string | null;
}

/** A new script has not run; a stored one counts as passed until it is edited. */
export const initialTrialState = (savedSubject?: string | null): TrialState => ({
    passedSubject: savedSubject ?? null,
});

export const hasPassed = (state: TrialState, subject: string) => state.passedSubject === subject;

/** The answer of a trial run of `ranSubject`. */
export const afterTrialRun = (
    state: TrialState,
    ranSubject: string,
    succeeded: boolean,
): TrialState => {
    if (succeeded) return { passedSubject: ranSubject };
    return state.passedSubject === ranSubject ? { passedSubject: null } : state;
};

/** Saving asks first (or is blocked) unless the current text has passed. */
export const needsConfirmation = (state: TrialState, subject: string) => !hasPassed(state, subject);

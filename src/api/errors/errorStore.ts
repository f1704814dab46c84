/**
 * The error flag of the product specification (section 8): a failed API response opens the
 * error modal; acknowledging clears the flag and resets the default title and text.
 * Texts are translation keys, or the server's own message with its status (the view matches it
 * against the known server errors, src/api/errors/serverErrors.ts, and translates it).
 */
import { useSyncExternalStore } from 'react';

export interface ErrorState {
    open: boolean;
    /** Translation key of the title. */
    title: string;
    /** The server's message: translated when known, else shown under a translated lead. */
    message?: string;
    /** The status the message came with. */
    status?: number;
    /** Translation key of the text, used when there is no server message. */
    textKey: string;
}

export const DEFAULT_ERROR: ErrorState = {
    open: false,
    title: 'app.error.title',
    textKey: 'app.error.default_text',
};

let state: ErrorState = DEFAULT_ERROR;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach(listener => listener());

/** The modal's text for a failed response, or undefined when the status opens no modal. */
export const errorForStatus = (status: number, serverMessage?: string): ErrorState | undefined => {
    if (status >= 400 && status <= 501) {
        return serverMessage
            ? {
                  open: true,
                  title: DEFAULT_ERROR.title,
                  message: serverMessage,
                  status,
                  textKey: DEFAULT_ERROR.textKey,
              }
            : { open: true, title: DEFAULT_ERROR.title, textKey: 'app.error.no_details' };
    }
    if (status >= 502 && status <= 599) {
        return { open: true, title: DEFAULT_ERROR.title, textKey: 'app.error.server_unavailable' };
    }
    return undefined;
};

let held = 0;

/**
 * While a bulk run (src/bulk) shows each record's failure in its own result, failures open no
 * modal: forty failed removals would otherwise be forty modals over the progress. Returns the
 * release.
 */
export const holdErrorModal = () => {
    held += 1;
    let released = false;
    return () => {
        if (released) return;
        released = true;
        held -= 1;
    };
};

export const raiseError = (error: ErrorState) => {
    if (held > 0) return;
    state = error;
    emit();
};

export const acknowledgeError = () => {
    state = DEFAULT_ERROR;
    emit();
};

export const getErrorState = () => state;

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

export const useErrorState = () => useSyncExternalStore(subscribe, getErrorState, getErrorState);

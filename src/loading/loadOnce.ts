/**
 * One load of a piece of code for everyone who asks (a preload, a render): `start()` begins it or
 * joins it, `value` holds the code once it is in. A failed load (the network gone) is not kept,
 * so the next `start()` loads afresh.
 */
export interface LoadOnce<T> {
    start: () => Promise<T>;
    readonly value: T | undefined;
    /** Started and neither in nor failed. */
    readonly pending: boolean;
}

export const loadOnce = <T>(load: () => Promise<T>): LoadOnce<T> => {
    let loading: Promise<T> | undefined;
    let value: T | undefined;
    return {
        start: () =>
            (loading ??= load().then(
                loaded => (value = loaded),
                (error: unknown) => {
                    loading = undefined;
                    throw error;
                },
            )),
        get value() {
            return value;
        },
        get pending() {
            return value === undefined && loading !== undefined;
        },
    };
};

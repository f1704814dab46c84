/**
 * react-admin's list context gives new functions (setSort, setPage, setFilters and the others) on
 * every navigation and whenever its stored parameters change, as they do once just after a list
 * opens from an address with parameters (`?sort=…`, a link with a filter): react-admin then
 * stores them, and every part of the table renders again, the rows included, before the browser
 * can paint the first rows. Inside this provider the table's list context keeps one function of
 * each kind for good, each calling the list's current one, and stays the same object while
 * nothing else in it changed.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

type AnyFunction = (...args: unknown[]) => unknown;

/** Whether two list contexts differ in anything but their functions. */
export const sameButFunctions = (one: object, other: object) => {
    const oneKeys = Object.keys(one);
    if (oneKeys.length !== Object.keys(other).length) return false;
    return oneKeys.every(key => {
        const a = (one as Record<string, unknown>)[key];
        const b = (other as Record<string, unknown>)[key];
        return Object.is(a, b) || (typeof a === 'function' && typeof b === 'function');
    });
};

/** The list context with each function replaced by one that calls the list's current one. */
const useSteadyList = (list: ListControllerResult): ListControllerResult => {
    const current = useRef(list);
    const shown = useRef<ListControllerResult | undefined>(undefined);
    const callers = useRef(new Map<string, AnyFunction>());
    useLayoutEffect(() => {
        current.current = list;
    });
    /** One function for good per key, calling the current list's. */
    const callerOf = (key: string) => {
        let caller = callers.current.get(key);
        if (!caller) {
            caller = (...args) =>
                (current.current as unknown as Record<string, AnyFunction>)[key]!(...args);
            callers.current.set(key, caller);
        }
        return caller;
    };
    const kept = shown.current;
    const value =
        kept && sameButFunctions(kept, list)
            ? kept
            : (Object.fromEntries(
                  Object.entries(list).map(([key, entry]) => [
                      key,
                      typeof entry === 'function' ? callerOf(key) : entry,
                  ]),
              ) as unknown as ListControllerResult);
    useLayoutEffect(() => {
        shown.current = value;
    });
    return value;
};

export const SteadyList = ({ children }: { children: ReactNode }) => (
    <ListContextProvider value={useSteadyList(useListContext())}>{children}</ListContextProvider>
);

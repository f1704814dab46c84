/**
 * What the page's first content does not need renders just after it. The hook is false in the
 * render that mounts its component and true in one React does right after, at a lower priority.
 * That render yields to the browser every few milliseconds. An update the user waits for goes
 * first: a list's data comes in and its first rows render, then this render goes on.
 * Until then a placeholder of the same size holds the place, so that nothing moves.
 */
import { useDeferredValue } from 'react';

export const useRenderedLater = () => useDeferredValue(true, false);

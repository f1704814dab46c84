/**
 * Whether another page is on its way: the router renders it as a transition, and React keeps the
 * current page on screen until the next one is ready (its code loaded, its first render done).
 * ConsoleRouter provides it; the layout shows a bar for it (PendingPageBar).
 */
import { createContext, useContext } from 'react';

export const PendingPageContext = createContext(false);

export const usePendingPage = () => useContext(PendingPageContext);

/** How the session ended in this page, if it did (re-renders when it ends). */
import { useSyncExternalStore } from 'react';
import { sessionEnd, subscribeSessionEnd } from './endSession';

export const useSessionEnd = () => useSyncExternalStore(subscribeSessionEnd, sessionEnd);

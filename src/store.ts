/** react-admin's store, persisted in local storage: locale, current organization, preferences. */
import { localStorageStore } from 'react-admin';

export const STORE_VERSION = '1';
export const STORE_APP_KEY = 'console';

export const store = localStorageStore(STORE_VERSION, STORE_APP_KEY);

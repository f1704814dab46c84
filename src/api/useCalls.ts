/**
 * The custom calls of a resource or a flow (its api.ts: activation, commands, dry runs, billing),
 * typed by that file's Api type. They are merged into the dataProvider by the registries, so a
 * call shares the headers, the error modal and the sign-out on 401 of every other request; pages
 * take them from here instead of a raw useDataProvider. react-admin's own hooks (useGetList,
 * useUpdate, useCreate, ...) stay for the standard methods.
 */
import { useDataProvider } from 'react-admin';

export const useCalls = <Api extends object>(): Api => useDataProvider() as unknown as Api;

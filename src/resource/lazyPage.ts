/**
 * A page component that loads when it is first shown, so that the registry does not pull every
 * page into the initial bundle: `list: lazyPage(() => import('./DeviceList'), 'DeviceList')`.
 */
import { lazy, type ComponentType } from 'react';

export const lazyPage = <M extends Record<string, unknown>>(
    load: () => Promise<M>,
    name: keyof M,
) => lazy(async () => ({ default: (await load())[name] as ComponentType }));

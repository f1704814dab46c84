/** The devices area's routes (product specification section 2). */
import type { Identifier } from 'react-admin';

export const DEVICE_PATHS = {
    list: '/dad/devices',
    device: '/dad/devices/device',
    activation: '/dad/devices/activation',
    register: '/dad/devices/register',
    onboard: '/dad/devices/onboard',
    export: '/dad/devices/device/export',
} as const;

const withId = (path: string, id: Identifier) => `${path}?id=${encodeURIComponent(String(id))}`;

export const devicePath = (id: Identifier) => withId(DEVICE_PATHS.device, id);

export const deviceExportPath = (id: Identifier) => withId(DEVICE_PATHS.export, id);

/** The device-group routes of the product specification (section 2). */
import type { Identifier } from 'react-admin';

export const deviceGroupPaths = {
    list: '/dad/deviceGroups',
    add: '/dad/deviceGroups/add',
    edit: '/dad/deviceGroups/deviceGroup',
};

export const deviceGroupEditPath = (id: Identifier) =>
    `${deviceGroupPaths.edit}?id=${encodeURIComponent(String(id))}`;

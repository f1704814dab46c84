/** The data-sharing routes of the product specification (section 2). */
import type { Identifier } from 'react-admin';

export const dataSharingPaths = {
    list: '/dad/datasharing',
    add: '/dad/datasharing/add',
    edit: '/dad/datasharing/sharing',
};

export const dataSharingEditPath = (id: Identifier) =>
    `${dataSharingPaths.edit}?id=${encodeURIComponent(String(id))}`;

/** The responsibles' routes (product specification section 2). */
import type { Identifier } from 'react-admin';

export const RESPONSIBLE_PATHS = {
    list: '/alarming/responsibles',
    add: '/alarming/responsibles/add',
    edit: '/alarming/responsibles/responsible',
};

export const responsibleEditPath = (id: Identifier) =>
    `${RESPONSIBLE_PATHS.edit}?id=${encodeURIComponent(String(id))}`;

/** The custom-alarm routes of the product specification (section 2). */
import type { Identifier } from 'react-admin';

export const customAlarmPaths = {
    list: '/alarming/custom-alarms',
    add: '/alarming/custom-alarms/add',
    edit: '/alarming/custom-alarms/external-alarm',
};

export const customAlarmEditPath = (id: Identifier) =>
    `${customAlarmPaths.edit}?id=${encodeURIComponent(String(id))}`;

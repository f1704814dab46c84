/**
 * The custom alarm editor: the custom alarms' add wizard and edit page, with the code editor for
 * the condition script (Monaco loads with them).
 */
import { customAlarmPaths } from '../../resources/customAlarms/paths';
import { lazyPage } from '../../src/crud/lazyPage';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const customAlarmEditor: FlowDeclaration = {
    name: 'customAlarmEditor',
    routes: [
        pageRoute(
            customAlarmPaths.add,
            'organizationAdmins',
            'resources.customAlarms.add',
            lazyPage(() => import('./CustomAlarmCreate'), 'CustomAlarmCreate'),
        ),
        pageRoute(
            customAlarmPaths.edit,
            'organizationMembers',
            'resources.customAlarms.edit',
            lazyPage(() => import('./CustomAlarmEdit'), 'CustomAlarmEdit'),
        ),
    ],
};

/**
 * The custom alarm editor: the custom alarms' add wizard and edit page, with the code editor for
 * the condition script (Monaco loads with them).
 */
import { customAlarmPaths } from '../../resources/customAlarms/paths';
import { withRoute } from '../../src/loading/withRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const customAlarmEditor: FlowDeclaration = {
    name: 'customAlarmEditor',
    routes: [
        pageRoute(
            customAlarmPaths.add,
            'organizationAdmins',
            'resources.customAlarms.add',
            withRoute(() => import('./CustomAlarmCreate'), 'CustomAlarmCreate'),
        ),
        pageRoute(
            customAlarmPaths.edit,
            'organizationMembers',
            'resources.customAlarms.edit',
            withRoute(() => import('./CustomAlarmEdit'), 'CustomAlarmEdit'),
        ),
    ],
};

/** The flows registry: every flow's routes and calls. Adding a flow adds one line here. */
import type { FlowDeclaration } from '../src/routing/flow';
import { activation } from './activation';
import { billing } from './billing';
import { customAlarmEditor } from './customAlarmEditor';
import { exportFlow } from './export';
import { landing } from './landing';
import { onboarding } from './onboarding';
import { registration } from './registration';
import { responsiblePlans } from './responsiblePlans';
import { serviceActivation } from './serviceActivation';
import { settings } from './settings';
import { users } from './users';

export { Home } from './home';

export const flows: FlowDeclaration[] = [
    landing,
    settings,
    billing,
    registration,
    onboarding,
    activation,
    exportFlow,
    serviceActivation,
    customAlarmEditor,
    responsiblePlans,
    users,
];

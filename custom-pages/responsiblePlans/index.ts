/** The responsibles' add and edit pages with their weekly service-time plans. */
import { RESPONSIBLE_PATHS } from '../../resources/responsibles/paths';
import { lazyPage } from '../../src/crud/lazyPage';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const responsiblePlans: FlowDeclaration = {
    name: 'responsiblePlans',
    routes: [
        pageRoute(
            RESPONSIBLE_PATHS.add,
            'organizationAdmins',
            'resources.responsibles.add',
            lazyPage(() => import('./ResponsibleCreate'), 'ResponsibleCreate'),
        ),
        pageRoute(
            RESPONSIBLE_PATHS.edit,
            'organizationMembers',
            'resources.responsibles.edit',
            lazyPage(() => import('./ResponsibleEdit'), 'ResponsibleEdit'),
        ),
    ],
};

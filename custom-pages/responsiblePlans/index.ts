/** The responsibles' add and edit pages with their weekly service-time plans. */
import { RESPONSIBLE_PATHS } from '../../resources/responsibles/paths';
import { withRoute } from '../../src/loading/withRoute';
import type { FlowDeclaration } from '../../src/routing/flow';
import { pageRoute } from '../../src/routing/pageRoute';

export const responsiblePlans: FlowDeclaration = {
    name: 'responsiblePlans',
    routes: [
        pageRoute(
            RESPONSIBLE_PATHS.add,
            'organizationAdmins',
            'resources.responsibles.add',
            withRoute(() => import('./ResponsibleCreate'), 'ResponsibleCreate'),
        ),
        pageRoute(
            RESPONSIBLE_PATHS.edit,
            'organizationMembers',
            'resources.responsibles.edit',
            withRoute(() => import('./ResponsibleEdit'), 'ResponsibleEdit'),
        ),
    ],
};

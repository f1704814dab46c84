/** Export of a device's readings as a spreadsheet (/dad/devices/device/export); SheetJS loads with it. */
import { DEVICE_PATHS } from '../../resources/devices/paths';
import type { FlowDeclaration } from '../../src/routing/flow';
import { withRoute } from '../../src/loading/withRoute';
import { pageRoute } from '../../src/routing/pageRoute';

export const exportFlow: FlowDeclaration = {
    name: 'export',
    routes: [
        pageRoute(
            DEVICE_PATHS.export,
            'organizationAdmins',
            'deviceWizards.export.title',
            withRoute(() => import('./ExportWizard'), 'default'),
        ),
    ],
};

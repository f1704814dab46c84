/**
 * The routes of the product specification (section 2, "Access by route"), as the role matrix of
 * access.test.ts checks them and routeManifest.test.ts pins their entries of the route table.
 */

export type Row = [route: string, withOrganization: string, withoutOrganization: string];

/**
 * Every route of the product specification section 2: who may open it with an organization
 * selected, and with none (S system admin, A organization admin, V viewer, U service user,
 * O any other user).
 */
export const SPECIFIED: Row[] = [
    ['/', 'SAVUO', 'SAVUO'],
    ['/settings', 'SAVUO', 'SAVUO'],
    ['/dad', 'SAV', ''],
    ['/dad/integrations', 'SAV', ''],
    ['/dad/integrations/integration', 'SAV', ''],
    ['/dad/integrations/add', 'SA', ''],
    ['/dad/devices', 'SAV', ''],
    ['/dad/devices/device', 'SAV', ''],
    ['/dad/devices/activation', 'SA', ''],
    ['/dad/devices/register', 'SA', ''],
    ['/dad/devices/onboard', 'SA', ''],
    ['/dad/devices/device/export', 'SA', ''],
    ['/dad/deviceGroups', 'SAV', ''],
    ['/dad/deviceGroups/deviceGroup', 'SAV', ''],
    ['/dad/deviceGroups/add', 'SA', ''],
    ['/dad/datasharing', 'SAV', ''],
    ['/dad/datasharing/add', 'SA', ''],
    ['/dad/datasharing/sharing', 'SAV', ''],
    ['/datasharing', 'SAV', ''],
    ['/alarming', 'SAV', ''],
    ['/alarming/alarms', 'SAV', ''],
    // Not in the specification's matrix: an alarm's page, open to whoever opens the alarm list.
    ['/alarming/alarms/alarm', 'SAV', ''],
    ['/alarming/responsibles', 'SAV', ''],
    ['/alarming/responsibles/responsible', 'SAV', ''],
    ['/alarming/responsibles/add', 'SA', ''],
    ['/alarming/custom-alarms', 'SAV', ''],
    ['/alarming/custom-alarms/external-alarm', 'SAV', ''],
    ['/alarming/custom-alarms/add', 'SA', ''],
    ['/licences', 'SAV', ''],
    ['/licences/booked', 'SAV', ''],
    ['/licences/purchase', 'SAV', ''],
    ['/licences/purchase/services', 'SAV', ''],
    ['/organization', 'SAV', ''],
    ['/organization/services', 'SAV', ''],
    ['/organization/services/add', 'SA', ''],
    ['/organization/services/service', 'SAV', ''],
    ['/organization/services/activation', 'SA', ''],
    ['/organization/users', 'SA', ''],
    ['/system', 'S', 'S'],
    ['/system/users', 'S', 'S'],
    ['/system/organizations', 'S', 'S'],
    ['/system/organizations/add', 'S', 'S'],
    ['/system/organizations/edit', 'S', 'S'],
];

/**
 * The validators the hand-written forms take from their bodies' schemas (bodyRules, decision
 * 0069), as each form asks for them: the same JSON and path, so the rule and catalogue tests
 * check what the user meets.
 */
import alarmJson from '../../resources/alarms/schema.ts?json-schema';
import customAlarmJson from '../../resources/customAlarms/schema.ts?json-schema';
import dataSharingJson from '../../resources/dataSharing/schema.ts?json-schema';
import deviceGroupJson from '../../resources/deviceGroups/schema.ts?json-schema';
import deviceJson from '../../resources/devices/schema.ts?json-schema';
import integrationJson from '../../resources/integrations/schema.ts?json-schema';
import responsibleJson from '../../resources/responsibles/schema.ts?json-schema';
import serviceJson from '../../resources/services/schema.ts?json-schema';
import { bodyRules } from '../../src/validation/bodyRules';

export const FORM_RULES = {
    /** ServiceCreate, ServiceEdit. */
    serviceName: bodyRules(serviceJson.create, 'name'),
    /** IntegrationCreate, IntegrationEdit. */
    integrationName: bodyRules(integrationJson.create, 'name'),
    /** DeviceGroupCreate, DeviceGroupForm. */
    deviceGroupName: bodyRules(deviceGroupJson.create, 'name'),
    /** PersonInputs. */
    responsibleName: bodyRules(responsibleJson.create, 'name'),
    responsibleEmail: bodyRules(responsibleJson.create, 'email'),
    /** DeviceForm, RestDeviceStep. */
    deviceName: bodyRules(deviceJson.create, 'deviceList.name'),
    /** DeviceForm. */
    deviceDescription: bodyRules(deviceJson.create, 'deviceList.description'),
    deviceLocation: bodyRules(deviceJson.create, 'deviceList.location'),
    /** TestAlarmDialog. */
    testAlarmTitle: bodyRules(alarmJson.create, 'title'),
    testAlarmDescription: bodyRules(alarmJson.create, 'description'),
    /** DefinitionInputs. */
    customAlarmTitle: bodyRules(customAlarmJson.create, 'title'),
    customAlarmDescription: bodyRules(customAlarmJson.create, 'description'),
    /** SettingsInputs. */
    dataSharingName: bodyRules(dataSharingJson.create, 'name'),
};

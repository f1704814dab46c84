/** A custom alarm as the API stores it (sandbox/API.md, "Custom alarms"). */
import type { Identifier, RaRecord } from 'react-admin';
import type { AlarmType } from '../alarms/alarmTypes';

export interface CustomAlarm extends RaRecord {
    title: string;
    description: string;
    alarmType: AlarmType;
    /** The device's record id (not its deviceId). */
    monitorId: Identifier;
    organizationId: Identifier;
    /** The script: its last expression decides whether the alarm is raised. */
    code: string;
    /** JavaScript that defines `message`, run before the script in a test run. */
    testData: string;
}

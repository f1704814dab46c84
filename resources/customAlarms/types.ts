/**
 * A custom alarm as the product API sends it (sandbox/API.md, "Custom alarms"; product
 * specification sections 3 and 7), shared with the sandbox (types only).
 */
import type { CustomAlarmType } from '../alarms/types.ts';

/** GET /alarming/custom-alarms, GET /alarming/custom-alarms/{id}. */
export interface CustomAlarm {
    id: number;
    title: string;
    description: string;
    alarmType: CustomAlarmType;
    /** The device's record id (not its deviceId) whose readings the script checks. */
    monitorId: number;
    organizationId: number;
    /** The script: its last expression decides whether the alarm is raised. */
    code: string;
    /** JavaScript that defines `message`, run before the script in a test run. */
    testData: string;
}

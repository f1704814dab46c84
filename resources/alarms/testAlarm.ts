/** The test alarm (product specification section 7): a FAILURE, ACTIVE, of the organization. */
import type { AlarmState, AlarmType } from './alarmTypes';

/** The test alarm dialog's form, as its draft knows it (src/session/DraftKeeper.tsx). */
export const TEST_ALARM_FORM = 'testAlarm';

export interface TestAlarmValues {
    title: string;
    description?: string;
}

export interface TestAlarmPayload {
    title: string;
    description: string;
    type: AlarmType;
    organizationId: number;
    state: AlarmState;
}

export const testAlarmPayload = (
    values: TestAlarmValues,
    organizationId: number | string,
): TestAlarmPayload => ({
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    type: 'FAILURE',
    organizationId: Number(organizationId),
    state: 'ACTIVE',
});

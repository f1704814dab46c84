/**
 * From the form to the API (section 7): the body of POST /alarming/custom-alarms, of its PATCH,
 * and of the test run (POST /alarming/custom-alarms/dryrun: the test data and the script joined
 * with a line break, as `code`).
 */
import type { Identifier } from 'react-admin';
import type { CustomAlarm } from './types';

export interface CustomAlarmFormValues {
    id?: Identifier;
    title?: string;
    description?: string;
    alarmType?: CustomAlarm['alarmType'] | '' | null;
    monitorId?: Identifier | null;
    organizationId?: Identifier | null;
    code?: string;
    testData?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The test run's body: the test data first (it defines `message`), then the script. */
export const dryRunBody = (values: Pick<CustomAlarmFormValues, 'code' | 'testData'>) => ({
    code: `${values.testData ?? ''}\n${values.code ?? ''}`,
});

/**
 * Where line `line` of the test run's code is in the editors. The API counts the lines of the
 * joined code (section 7 sends only `code`), so the test data's lines come first: a line among
 * them is that line of the test data, a later one the script's line counted from its own start.
 */
export const testRunLineOf = (
    line: number,
    values: Pick<CustomAlarmFormValues, 'testData'>,
): { part: 'script' | 'testData'; line: number } => {
    const testDataLines = (values.testData ?? '').split('\n').length;
    return line <= testDataLines
        ? { part: 'testData', line }
        : { part: 'script', line: line - testDataLines };
};

/** The text a test run's success counts for: any edit of the script or test data changes it. */
export const testRunSubject = (values: Pick<CustomAlarmFormValues, 'code' | 'testData'>) =>
    dryRunBody(values).code;

/**
 * POST: title, description, alarmType, monitorId, organizationId, code and testData; the
 * organization's id is the dataProvider's (declaration organizationInBody), null until then.
 */
export const createPayload = (values: CustomAlarmFormValues) => ({
    title: text(values.title),
    description: text(values.description),
    alarmType: values.alarmType || null,
    monitorId: values.monitorId ?? null,
    organizationId: values.organizationId ?? null,
    code: values.code ?? '',
    testData: values.testData ?? '',
});

/** PATCH: what the edit page changes (the device and the organization stay). */
export const updatePayload = (values: CustomAlarmFormValues) => ({
    title: text(values.title),
    description: text(values.description),
    alarmType: values.alarmType || null,
    code: values.code ?? '',
    testData: values.testData ?? '',
});

/** The dataProvider's body of a create (values without id, organizationId set) or an update. */
export const customAlarmPayload = (values: CustomAlarmFormValues) =>
    values.id === undefined || values.id === null ? createPayload(values) : updatePayload(values);

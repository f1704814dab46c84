import { describe, expect, it } from 'vitest';
import { customAlarms } from '../../resources/customAlarms';
import { CUSTOM_ALARM_TYPES } from '../../resources/alarms/alarmTypes';
import { DEFAULT_TEST_DATA, defaultScript } from '../../resources/customAlarms/defaults';
import {
    createPayload,
    dryRunBody,
    testRunLineOf,
    testRunSubject,
    updatePayload,
} from '../../resources/customAlarms/payload';
import { DEVICE_REQUIRED, deviceRule } from '../../resources/customAlarms/validation';
import { splitLine } from '../../src/ui/scriptEditor/scriptLine';
import { afterTrialRun, hasPassed, initialTrialState } from '../../src/ui/scriptEditor/trialRun';

const values = {
    title: '  Too hot  ',
    description: ' Above 30 °C ',
    alarmType: 'WARNING' as const,
    monitorId: 17,
    code: 'message.data.temperature > 30;\n',
    testData: 'const message = { "data": { "temperature": 31 } };',
    testRunCheck: '',
};

describe('the test run of a custom alarm', () => {
    it('sends the test data and the script joined with a line break, as code', () => {
        expect(dryRunBody({ testData: 'const message = 1;', code: 'message > 0;' })).toEqual({
            code: 'const message = 1;\nmessage > 0;',
        });
        expect(dryRunBody({ code: 'true;' })).toEqual({ code: '\ntrue;' });
    });

    it('starts from the default test data and script of the contract, which raise the alarm', () => {
        const { code } = dryRunBody({
            testData: DEFAULT_TEST_DATA,
            code: defaultScript('A comment'),
        });
        expect(code.startsWith('const message = { "deviceId": "...", "data": {')).toBe(true);
        expect(code).toContain('// A comment\nfunction check(message)');
        // The last expression decides: eval gives the value of the last one.
        expect((0, eval)(`(() => eval(${JSON.stringify(code)}))()`)).toBe(true);
    });
});

describe('the line a failed test run names', () => {
    it('is taken out of the message, the last "(line N)" only', () => {
        expect(splitLine("The script failed: 'x' is not defined (line 18)")).toEqual({
            message: "The script failed: 'x' is not defined",
            line: 18,
        });
        expect(splitLine('Error (line 2) in (line 5): boom')).toEqual({
            message: 'Error (line 2) in: boom',
            line: 5,
        });
        expect(splitLine('The script took longer than 1 s')).toEqual({
            message: 'The script took longer than 1 s',
        });
        expect(splitLine('odd (line 0)')).toEqual({ message: 'odd (line 0)' });
    });

    it('is counted in the joined code: the test data first, then the script from its own line 1', () => {
        // The default test data ends with a line break: two lines before the script.
        const form = { testData: DEFAULT_TEST_DATA, code: 'a;\nb;\nlet x = ;' };
        const code = dryRunBody(form).code.split('\n');
        expect(code[testRunLineOf(1, form).line - 1]).toBe(DEFAULT_TEST_DATA.split('\n')[0]);
        expect(testRunLineOf(1, form)).toEqual({ part: 'testData', line: 1 });
        expect(testRunLineOf(5, form)).toEqual({ part: 'script', line: 3 });
        expect(code[5 - 1]).toBe('let x = ;');
        // Test data of one line without a break: the script starts on line 2.
        expect(testRunLineOf(2, { testData: 'const message = 1;' })).toEqual({
            part: 'script',
            line: 1,
        });
        expect(testRunLineOf(1, { testData: '' })).toEqual({ part: 'testData', line: 1 });
        expect(testRunLineOf(2, {})).toEqual({ part: 'script', line: 1 });
    });
});

describe('the payloads of a custom alarm', () => {
    it('creates with title, description, alarmType, monitorId, organizationId, code and testData', () => {
        expect(createPayload({ ...values, organizationId: 1 })).toEqual({
            title: 'Too hot',
            description: 'Above 30 °C',
            alarmType: 'WARNING',
            monitorId: 17,
            organizationId: 1,
            code: values.code,
            testData: values.testData,
        });
    });

    it('updates what the edit page changes, and never the hidden check', () => {
        expect(updatePayload({ ...values, id: 4 })).toEqual({
            title: 'Too hot',
            description: 'Above 30 °C',
            alarmType: 'WARNING',
            code: values.code,
            testData: values.testData,
        });
    });

    it('is what the dataProvider sends: a create without id, an update with one', () => {
        const toPayload = customAlarms.toPayload!;
        expect(toPayload({ ...values, organizationId: 2 })).toEqual(
            createPayload({ ...values, organizationId: 2 }),
        );
        expect(toPayload({ ...values, id: 4, organizationId: 2 })).toEqual(updatePayload(values));
    });
});

describe('the success flag of the test run', () => {
    const stored = { code: 'message.ok;', testData: 'const message = { ok: true };' };

    it('counts for the script and the test data together', () => {
        const passed = afterTrialRun(initialTrialState(null), testRunSubject(stored), true);
        expect(hasPassed(passed, testRunSubject(stored))).toBe(true);
    });

    it('resets when the script is edited', () => {
        const passed = initialTrialState(testRunSubject(stored));
        expect(hasPassed(passed, testRunSubject({ ...stored, code: 'message.ok ;' }))).toBe(false);
    });

    it('resets when the test data is edited', () => {
        const passed = initialTrialState(testRunSubject(stored));
        const edited = { ...stored, testData: 'const message = { ok: false };' };
        expect(hasPassed(passed, testRunSubject(edited))).toBe(false);
        expect(hasPassed(passed, testRunSubject(stored))).toBe(true);
    });

    it('is not set by a failed run', () => {
        const failed = afterTrialRun(initialTrialState(null), testRunSubject(stored), false);
        expect(hasPassed(failed, testRunSubject(stored))).toBe(false);
    });
});

describe('custom alarm rules', () => {
    it('offer the shared alarm types plus FAILURE, without ERROR', () => {
        expect([...CUSTOM_ALARM_TYPES].sort()).toEqual(['FAILURE', 'INFO', 'WARNING']);
    });

    it('need a device', () => {
        expect(deviceRule(null, {}, {})).toBe(DEVICE_REQUIRED);
        expect(deviceRule('', {}, {})).toBe(DEVICE_REQUIRED);
        expect(deviceRule(17, {}, {})).toBeUndefined();
    });
});

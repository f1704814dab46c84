/** The start and end date of an export; each re-checks when the other changes. */
import { useEffect } from 'react';
import { type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DayInput } from '../../../src/ui/DayInput';
import { DayPickerProvider } from '../../../src/ui/DayPickerProvider';
import { exportDateProblems } from './exportRange';

const ERRORS = 'deviceWizards.export.errors.';

export const validateStart: Validator = (value, values) => {
    const problem = exportDateProblems(value, values?.end).start;
    return problem ? ERRORS + problem : undefined;
};

export const validateEnd: Validator = (value, values) => {
    const problem = exportDateProblems(values?.start, value).end;
    return problem ? ERRORS + problem : undefined;
};

export const ExportDates = () => {
    const { trigger, getFieldState } = useFormContext();
    const start = useWatch({ name: 'start' });
    const end = useWatch({ name: 'end' });
    useEffect(() => {
        const touched = ['start', 'end'].filter(name => getFieldState(name).isDirty);
        if (touched.length) void trigger(['start', 'end']);
    }, [start, end, trigger, getFieldState]);
    return (
        <DayPickerProvider>
            <DayInput source="start" label="deviceWizards.export.start" validate={validateStart} />
            <DayInput source="end" label="deviceWizards.export.end" validate={validateEnd} />
        </DayPickerProvider>
    );
};

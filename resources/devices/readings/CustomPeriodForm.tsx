/**
 * The Readings panel's custom period: two days picked or typed (both included), shown with
 * "Show". Loaded on demand with MUI X's date pickers, only when the user picks "Custom".
 */
import { Box, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { DayInput } from '../../../src/ui/DayInput';
import { DayPickerProvider } from '../../../src/ui/DayPickerProvider';
import { dayPeriod, type Period } from './readingRange';

const CustomPeriodForm = ({ onPeriod }: { onPeriod: (period: Period) => void }) => {
    const translate = useTranslate();
    const validate = (values: Record<string, unknown>) => {
        const errors: Record<string, string> = {};
        if (!values.start) errors.start = 'ra.validation.required';
        if (!values.end) errors.end = 'ra.validation.required';
        if (values.start && values.end && !dayPeriod(values.start, values.end)) {
            errors.end = 'devices.readings.end_before_start';
        }
        return errors;
    };
    return (
        <DayPickerProvider>
            <Form
                record={{ start: '', end: '' }}
                validate={validate}
                onSubmit={(values: Record<string, unknown>) => {
                    const period = dayPeriod(values.start, values.end);
                    if (period) onPeriod(period);
                }}
            >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
                    <DayInput source="start" label="devices.readings.from" minWidth={180} />
                    <DayInput source="end" label="devices.readings.to" minWidth={180} />
                    <Button type="submit" variant="outlined" sx={{ mt: 0.5 }}>
                        {translate('devices.readings.show')}
                    </Button>
                </Box>
            </Form>
        </DayPickerProvider>
    );
};

export default CustomPeriodForm;

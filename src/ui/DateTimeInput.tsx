/**
 * A react-admin input of a date and time, stored as UTC ISO 8601 ("2026-03-29T16:30:00.000Z"),
 * shown and typed by MUI X's date-time picker in the console's language (wrap it in
 * DayPickerProvider): the language's date format and 24-hour time in every language (as the
 * responsibles' times), in the browser's time zone (the user's clock). A value typed halfway
 * counts as none; the rules and messages stay the caller's validators'.
 */
import type { Theme } from '@mui/material/styles';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { dateOfValue } from './shownDates';

/** The UTC ISO text of a picked or typed date and time; '' for none or one typed halfway. */
export const isoOfDate = (date: Date | null): string =>
    date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';

/** Whether two form values name the same instant ('' and nothing alike). */
const sameInstant = (a: unknown, b: unknown) =>
    (dateOfValue(a)?.getTime() ?? null) === (dateOfValue(b)?.getTime() ?? null);

/**
 * On a phone the time's columns go below the calendar: side by side (MUI X's desktop layout) the
 * popup is wider than a 390 px screen and cuts off the minutes and OK.
 */
const belowOnPhones = (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
        '.MuiPickersLayout-contentWrapper': { gridTemplateColumns: '1fr' },
        '.MuiDateCalendar-root': { gridColumn: 1, gridRow: 1 },
        '.MuiPickersLayout-contentWrapper > .MuiDivider-vertical': { display: 'none' },
        '.MuiPickersLayout-contentWrapper .MuiMultiSectionDigitalClock-root': {
            gridColumn: 1,
            gridRow: 2,
            maxHeight: 176,
            borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        },
        '.MuiPickersLayout-contentWrapper .MuiMultiSectionDigitalClockSection-root': {
            flex: 1,
            maxHeight: 176,
        },
        '.MuiPickersLayout-contentWrapper > .MuiDivider-root:not(.MuiDivider-vertical)': {
            gridColumn: 1,
        },
    },
});

interface DateTimeInputProps {
    source: string;
    /** The label; by default the field's (resources.<name>.fields.<source>). */
    label?: string;
    validate?: Validator | Validator[];
    readOnly?: boolean;
    minWidth?: number;
}

export const DateTimeInput = ({
    source,
    label,
    validate,
    readOnly,
    minWidth = 240,
}: DateTimeInputProps) => {
    const { field, fieldState, id, isRequired } = useInput({ source, validate, readOnly });
    // What the picker shows, a value typed halfway included; the form holds its ISO text or ''.
    const [shown, setShown] = useState<Date | null>(() => dateOfValue(field.value));
    useEffect(() => {
        // A value set from outside (a reset, a restored draft) replaces what is shown.
        if (!sameInstant(isoOfDate(shown), field.value)) setShown(dateOfValue(field.value));
        // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new form value counts
    }, [field.value]);
    const { invalid, error } = fieldState;
    return (
        <DesktopDateTimePicker
            value={shown}
            onChange={date => {
                setShown(date);
                field.onChange(isoOfDate(date));
            }}
            ampm={false}
            readOnly={readOnly}
            inputRef={field.ref}
            label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
            slotProps={{
                layout: { sx: belowOnPhones },
                textField: {
                    id,
                    name: field.name,
                    size: 'small',
                    onBlur: field.onBlur,
                    error: invalid,
                    helperText: <InputHelperText error={error?.message} />,
                    className: `ra-input ra-input-${source}`,
                    sx: { minWidth },
                },
            }}
        />
    );
};

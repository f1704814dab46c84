/**
 * A react-admin input of a day, stored as "yyyy-MM-dd" as react-admin's DateInput stores it, shown
 * by MUI X's date picker in the console's language (wrap it in DayPickerProvider). The date can
 * be typed (in the language's format) or picked from the calendar; the rules and messages stay
 * the caller's validators'. A date typed halfway counts as no date.
 */
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { localDay } from './localDay';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Date of a "yyyy-MM-dd" day at local midnight, or null. */
export const dateOfDay = (value: unknown): Date | null => {
    const match = typeof value === 'string' ? DAY.exec(value) : null;
    if (!match) return null;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(year, month - 1, day);
    return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/**
 * The "yyyy-MM-dd" of a picked or typed date; '' for none or one typed halfway. A year of fewer
 * than four digits is one typed halfway too: the picker reads "2" of "2024" as the year 2, whose
 * day ("2-03-05") the form could not read back, and the field then lost what was typed.
 */
export const dayOfDate = (date: Date | null): string =>
    date && !Number.isNaN(date.getTime()) && date.getFullYear() >= 1000 ? localDay(date) : '';

interface DayInputProps {
    source: string;
    /** The label; by default the field's (resources.<name>.fields.<source>). */
    label?: string;
    validate?: Validator | Validator[];
    /** The form value as the input takes it ("yyyy-MM-dd"), e.g. from an API's date-time. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form value, as react-admin types it
    format?: (value: any) => string;
    readOnly?: boolean;
    minWidth?: number;
}

export const DayInput = ({
    source,
    label,
    validate,
    format,
    readOnly,
    minWidth = 220,
}: DayInputProps) => {
    const { field, fieldState, id, isRequired } = useInput({ source, validate, format, readOnly });
    // What the picker shows, a date typed halfway included; the form holds its day or ''.
    const [shown, setShown] = useState<Date | null>(() => dateOfDay(field.value));
    useEffect(() => {
        // A value set from outside (a reset, a restored draft) replaces what is shown.
        if (dayOfDate(shown) !== (field.value ?? '')) setShown(dateOfDay(field.value));
        // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new form value counts
    }, [field.value]);
    const { invalid, error } = fieldState;
    return (
        <DesktopDatePicker
            value={shown}
            onChange={date => {
                setShown(date);
                field.onChange(dayOfDate(date));
            }}
            readOnly={readOnly}
            inputRef={field.ref}
            label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
            slotProps={{
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

/**
 * A react-admin input of a time of day, "HH:MM" in the form (after the caller's `format`, before
 * its `parse`), shown by MUI X's time field in 24-hour time in every language (wrap it in
 * DayPickerProvider). The browser's own time input follows the browser's locale, not the
 * console's: in a browser set to American English a German page showed "12:00 AM". The time is
 * typed hour and minute, with the arrow keys stepping the part under the caret (MUI X 9 renders
 * the field as a group of spinbuttons with a hidden input holding "HH:mm"); a time typed halfway
 * counts as no time, and the caller's validators' message shows under the field.
 */
import type { SxProps, Theme } from '@mui/material';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { useEffect, useState, type ReactNode } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';

const TIME = /^(\d{2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date at the "HH:MM" of the form's value (on a fixed day), or null. */
const dateOfTime = (value: unknown): Date | null => {
    const match = typeof value === 'string' ? TIME.exec(value) : null;
    if (!match) return null;
    return new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
};

/** The "HH:MM" of a typed time; '' for none or one typed halfway. */
const timeOfDate = (date: Date | null): string =>
    date && !Number.isNaN(date.getTime())
        ? `${pad(date.getHours())}:${pad(date.getMinutes())}`
        : '';

interface TimeOfDayInputProps {
    source: string;
    /** The accessible name (the field shows no label of its own). */
    ariaLabel: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form value, as react-admin types it
    format?: (value: any) => string;
    parse?: (value: string) => unknown;
    validate?: Validator | Validator[];
    readOnly?: boolean;
    onChange?: () => void;
    /** A note under the field while it holds no error. */
    helperText?: ReactNode;
    sx?: SxProps<Theme>;
}

export const TimeOfDayInput = ({
    source,
    ariaLabel,
    format,
    parse,
    validate,
    readOnly,
    onChange,
    helperText,
    sx,
}: TimeOfDayInputProps) => {
    const { field, fieldState } = useInput({ source, format, parse, validate, readOnly });
    // What the field shows, a time typed halfway included; the form holds its "HH:MM" or ''.
    const [shown, setShown] = useState<Date | null>(() => dateOfTime(field.value));
    useEffect(() => {
        // A value set from outside (a reset, a restored draft) replaces what is shown.
        if (timeOfDate(shown) !== (field.value ?? '')) setShown(dateOfTime(field.value));
        // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new form value counts
    }, [field.value]);
    return (
        <TimeField
            value={shown}
            onChange={date => {
                setShown(date);
                field.onChange(timeOfDate(date));
                onChange?.();
            }}
            ampm={false}
            format="HH:mm"
            readOnly={readOnly}
            inputRef={field.ref}
            size="small"
            sx={sx}
            slotProps={{
                textField: {
                    name: field.name,
                    onBlur: field.onBlur,
                    error: fieldState.invalid,
                    // The message under the field, only when there is one (as react-admin's
                    // inputs with helperText={false}), else the caller's note, if any.
                    helperText: fieldState.invalid ? (
                        <InputHelperText error={fieldState.error?.message} />
                    ) : (
                        helperText
                    ),
                    // The field is a group of spinbuttons (hour, minute): the name goes on the group.
                    slotProps: { input: { 'aria-label': ariaLabel } },
                },
            }}
        />
    );
};

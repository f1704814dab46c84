/**
 * The input of a declared date or date-time field: MUI X's pickers in the console's language
 * (not the browser's, which react-admin's DateInput and DateTimeInput follow). A date is kept as
 * the API's ISO 8601 day ("2026-03-29"), a date-time as UTC ISO 8601 ("2026-03-29T14:30:00.000Z").
 * Loaded on first show (FieldInput), so that forms without dates do not load the pickers.
 */
import { DateTimeInput } from '../ui/DateTimeInput';
import { DayInput } from '../ui/DayInput';
import { DayPickerProvider } from '../ui/DayPickerProvider';
import { localDay } from '../ui/localDay';
import { dateOfValue } from '../ui/shownDates';
import type { Validator } from 'react-admin';
import type { FieldDeclaration } from './declaration';

/** A stored date as its day; an API's date-time as its day in the browser's time zone. */
const dayOfValue = (value: unknown) => {
    const date = dateOfValue(value);
    return date ? localDay(date) : '';
};

export const DateFieldInput = ({
    field,
    validate,
}: {
    field: FieldDeclaration;
    /** Its checks (FieldInput's). A read-only date is FieldInput's ReadOnlyDateInput. */
    validate?: Validator[];
}) => {
    return (
        <DayPickerProvider>
            {field.type === 'dateTime' ? (
                <DateTimeInput source={field.source} validate={validate} />
            ) : (
                <DayInput source={field.source} validate={validate} format={dayOfValue} />
            )}
        </DayPickerProvider>
    );
};

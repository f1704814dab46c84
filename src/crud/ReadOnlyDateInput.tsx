/**
 * A read-only date or date-time on a form (a viewer's edit page, a field the API sets): a
 * read-only text field like the form's other read-only fields, its value in the console's
 * language as the lists show it (src/ui/shownDates.ts). No picker and no calendar button, which
 * would offer a change that cannot be made (issue 41); the form value stays the API's, so an
 * update leaves it out.
 */
import { TextInput, useLocaleState } from 'react-admin';
import { shownDateTime, shownDay } from '../ui/shownDates';

export const ReadOnlyDateInput = ({
    source,
    kind,
}: {
    source: string;
    kind: 'date' | 'dateTime';
}) => {
    const [locale] = useLocaleState();
    const shown = kind === 'date' ? shownDay : shownDateTime;
    return (
        <TextInput
            source={source}
            readOnly
            format={value => (value == null || value === '' ? '' : shown(value, locale))}
        />
    );
};

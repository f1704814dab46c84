/**
 * A declared field's value in the generated list: text as it is, a number, a date and a
 * date-time in the console's language (src/ui/shownDates.ts, as its pickers show them), a yes/no
 * translated, a value of a list by its translated name, a reference as the related record's
 * name. Plain
 * formatting (Intl) and the console's look-up, so that the generated list adds next to nothing to
 * the first bundle.
 */
import type { ReactNode } from 'react';
import {
    TextField,
    useFieldValue,
    useGetRecordRepresentation,
    useLocaleState,
    useTranslate,
    type Identifier,
} from 'react-admin';
import { useLookup } from '../api/lists/useLookup';
import { shownDateTime, shownDay } from '../ui/shownDates';
import type { FieldDeclaration } from './declaration';

const Value = ({ children }: { children: ReactNode }) => <span>{children}</span>;

const YesNo = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const value = useFieldValue({ source });
    if (value == null) return null;
    return <Value>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Value>;
};

const formatNumber = (value: unknown, locale: string) =>
    typeof value === 'number' ? value.toLocaleString(locale) : String(value);

const InLocale = ({
    source,
    format,
}: {
    source: string;
    format: (value: unknown, locale: string) => string;
}) => {
    const [locale] = useLocaleState();
    const value = useFieldValue({ source });
    if (value == null || value === '') return null;
    return <Value>{format(value, locale)}</Value>;
};

const ReferenceName = ({ source, reference }: { source: string; reference: string }) => {
    const id = useFieldValue({ source }) as Identifier | undefined;
    const represent = useGetRecordRepresentation(reference);
    const record = useLookup(reference).get(id);
    return record ? <Value>{represent(record)}</Value> : null;
};

const ChoiceName = ({
    source,
    choices,
}: {
    source: string;
    choices: readonly { id: string | number; name: string }[];
}) => {
    const translate = useTranslate();
    const value = useFieldValue({ source });
    const choice = choices.find(candidate => candidate.id === value);
    if (value == null) return null;
    return <Value>{choice ? translate(choice.name, { _: String(value) }) : String(value)}</Value>;
};

export const FieldValue = ({ field }: { field: FieldDeclaration }) => {
    const { source } = field;
    switch (field.type) {
        case 'boolean':
            return <YesNo source={source} />;
        case 'number':
            return <InLocale source={source} format={formatNumber} />;
        case 'date':
            return <InLocale source={source} format={shownDay} />;
        case 'dateTime':
            return <InLocale source={source} format={shownDateTime} />;
        case 'reference':
            return <ReferenceName source={source} reference={field.reference} />;
        case 'select':
            return <ChoiceName source={source} choices={field.choices} />;
        default:
            return <TextField source={source} />;
    }
};

/**
 * A declared field's value in the generated list: text as it is, a number and a date in the
 * console's language, a yes/no translated, a reference as the related record's name.
 */
import {
    DateField,
    NumberField,
    ReferenceField,
    TextField,
    useFieldValue,
    useLocaleState,
    useTranslate,
} from 'react-admin';
import type { FieldDeclaration } from './declaration';

const YesNo = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const value = useFieldValue({ source });
    if (value == null) return null;
    return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
};

export const FieldValue = ({ field }: { field: FieldDeclaration }) => {
    const [locale] = useLocaleState();
    const { source } = field;
    switch (field.type) {
        case 'boolean':
            return <YesNo source={source} />;
        case 'number':
            return <NumberField source={source} locales={locale} />;
        case 'date':
            return <DateField source={source} locales={locale} />;
        case 'reference':
            return <ReferenceField source={source} reference={field.reference} link={false} />;
        default:
            return <TextField source={source} />;
    }
};

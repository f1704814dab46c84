/** One infoList field of an integration: text, number or secret (with a show/hide toggle). */
import type { FocusEvent, ReactNode } from 'react';
import { NumberInput, PasswordInput, required, TextInput, type Validator } from 'react-admin';
import { httpUrl } from '../../../src/validation/rules';
import { infoSource } from '../types';

interface Props {
    field: string;
    kind?: 'text' | 'number' | 'secret';
    isRequired?: boolean;
    /** Further rules besides required. */
    validate?: Validator[];
    readOnly?: boolean;
    helperText?: ReactNode;
    onBlur?: (event: FocusEvent) => void;
}

export const InfoInput = ({
    field,
    kind = 'text',
    isRequired,
    validate = [],
    readOnly,
    helperText,
    onBlur,
}: Props) => {
    // Every address the platform calls is an http(s) URL with a host (src/validation/hygiene.ts).
    const address = field === 'url' ? [httpUrl] : [];
    const rules = readOnly
        ? undefined
        : [...(isRequired ? [required()] : []), ...address, ...validate];
    const common = {
        source: infoSource(field),
        validate: rules,
        readOnly,
        helperText,
        onBlur,
    };
    switch (kind) {
        case 'number':
            return <NumberInput {...common} />;
        case 'secret':
            return <PasswordInput {...common} />;
        default:
            return <TextInput {...common} />;
    }
};

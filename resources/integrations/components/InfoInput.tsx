/**
 * One infoList field of an integration: text or number; a field the integration's secrets.ts
 * names is a SecretInput (masked for admins with a reveal control, hidden from everyone else).
 */
import type { FocusEvent, ReactNode } from 'react';
import { NumberInput, TextInput, type Validator } from 'react-admin';
import { isSecretPath } from '../../../src/crud/secrets';
import { SecretInput } from '../../../src/ui/secret/SecretInput';
import { INTEGRATION_SECRETS } from '../secrets';
import { httpUrl, required } from '../../../src/validation/rules';
import { infoSource } from '../types';

interface Props {
    field: string;
    kind?: 'text' | 'number';
    /** A further control beside the input (e.g. Generate). */
    adornment?: ReactNode;
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
    adornment,
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
    if (isSecretPath(INTEGRATION_SECRETS, common.source)) {
        return <SecretInput {...common} adornment={adornment} />;
    }
    switch (kind) {
        case 'number':
            return <NumberInput {...common} />;
        default:
            return <TextInput {...common} />;
    }
};

/** A responsible's name and email (both required; the email in an email format). */
import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { emailRule, responsibleNameRule } from '../validation';

export const PERSON_SOURCES = ['name', 'email'];

export const PersonInputs = ({ readOnly = false }: { readOnly?: boolean }) => (
    <Stack sx={{ width: '100%', maxWidth: 480 }}>
        <TextInput
            source="name"
            fullWidth
            validate={readOnly ? undefined : responsibleNameRule}
            readOnly={readOnly}
        />
        <TextInput
            source="email"
            fullWidth
            type="email"
            validate={readOnly ? undefined : emailRule}
            readOnly={readOnly}
        />
    </Stack>
);

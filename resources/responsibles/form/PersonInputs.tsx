/** A responsible's name and email (both required; the email in an email format). */
import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';

export const PERSON_SOURCES = ['name', 'email'];

export const PersonInputs = ({ readOnly = false }: { readOnly?: boolean }) => (
    <Stack sx={{ width: '100%', maxWidth: 480 }}>
        <TextInput
            source="name"
            fullWidth
            validate={readOnly ? undefined : bodyRules(schemas.create, 'name')}
            readOnly={readOnly}
        />
        <TextInput
            source="email"
            fullWidth
            type="email"
            validate={readOnly ? undefined : bodyRules(schemas.create, 'email')}
            readOnly={readOnly}
        />
    </Stack>
);

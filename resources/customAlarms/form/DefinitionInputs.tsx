/** A custom alarm's definitions: title, description and alarm type (all required). */
import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { alarmTypeLabel } from '../alarmTypeLabel';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { alarmTypeRule } from '../validation';
import { CUSTOM_ALARM_TYPES } from '../../alarms/alarmTypes';

const ALARM_TYPE_CHOICES = CUSTOM_ALARM_TYPES.map(type => ({
    id: type,
    name: alarmTypeLabel(type),
}));

export const DEFINITION_SOURCES = ['title', 'description', 'alarmType'];

export const DefinitionInputs = ({ readOnly }: { readOnly?: boolean }) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 720 }}>
        <TextInput
            source="title"
            validate={readOnly ? undefined : bodyRules(schemas.create, 'title')}
            readOnly={readOnly}
        />
        <TextInput
            source="description"
            multiline
            minRows={2}
            validate={readOnly ? undefined : bodyRules(schemas.create, 'description')}
            readOnly={readOnly}
        />
        <SelectInput
            source="alarmType"
            choices={ALARM_TYPE_CHOICES}
            validate={readOnly ? undefined : alarmTypeRule}
            readOnly={readOnly}
        />
    </Box>
);

/**
 * The alarm list's filters: type, title, service (source) and state. Type, service and state
 * match exactly (the `_eq` filters of src/api/lists/listQuery.ts: "ACTIVE" must not find "INACTIVE");
 * the title matches a part, ignoring case.
 */
import { FilterSelectInput as SelectInput } from '../../../src/crud/listControls';
import { SteadyTextInput as TextInput } from '../../../src/crud/steadyFilters';
import { ALARM_STATES, ALARM_TYPES } from '../alarmTypes';
import type { AlarmLookups } from '../useAlarmLookups';

const SELECT_WIDTH = { minWidth: 150 };
const TEXT_WIDTH = { width: 180 };

export const TYPE_CHOICES = ALARM_TYPES.map(type => ({ id: type, name: `alarms.types.${type}` }));
export const STATE_CHOICES = ALARM_STATES.map(state => ({
    id: state,
    name: `alarms.states.${state}`,
}));

export const alarmFilters = (lookups: AlarmLookups) => [
    <SelectInput
        key="type_eq"
        source="type_eq"
        label="resources.alarms.fields.type"
        choices={TYPE_CHOICES}
        alwaysOn
        sx={SELECT_WIDTH}
    />,
    <TextInput
        key="title"
        source="title"
        label="resources.alarms.fields.title"
        alwaysOn
        resettable
        sx={TEXT_WIDTH}
    />,
    <SelectInput
        key="source_eq"
        source="source_eq"
        label="resources.alarms.fields.serviceId"
        choices={lookups.sourceChoices}
        translateChoice={false}
        alwaysOn
        sx={SELECT_WIDTH}
    />,
    <SelectInput
        key="state_eq"
        source="state_eq"
        label="resources.alarms.fields.state"
        choices={STATE_CHOICES}
        alwaysOn
        sx={SELECT_WIDTH}
    />,
];

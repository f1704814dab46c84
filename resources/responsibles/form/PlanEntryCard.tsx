/**
 * One entry of the plan editor, the organization or a service: a switch named after it and, when
 * it is switched on, its alarm types (at least one) and service times.
 */
import { Box, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PLAN_ALARM_TYPES } from '../../alarms/alarmTypes';
import { planIndex, sortAlarmTypes, switchPlan } from '../planPayload';
import type { Plan } from '../types';
import type { PlanEntry } from '../usePlanEntries';
import { alarmTypesRule } from '../validation';
import { WeekdayTimes } from './WeekdayTimes';

const ALARM_TYPE_CHOICES = PLAN_ALARM_TYPES.map(type => ({
    id: type,
    name: `alarms.types.${type}`,
}));

export const PlanEntryCard = ({ entry, readOnly }: { entry: PlanEntry; readOnly: boolean }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const plans = (useWatch({ name: 'plans' }) as Plan[] | undefined) ?? [];
    const index = planIndex(plans, entry.id);
    const on = index !== -1;
    const source = `plans.${index}`;
    return (
        <Paper variant="outlined" role="group" aria-label={entry.name} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <FormControlLabel
                    label={entry.name}
                    control={
                        <Switch
                            checked={on}
                            disabled={readOnly}
                            onChange={event =>
                                setValue(
                                    'plans',
                                    switchPlan(plans, entry.id, event.target.checked),
                                    { shouldDirty: true },
                                )
                            }
                        />
                    }
                    sx={{ flex: 1 }}
                />
                <Typography variant="caption" color="text.secondary">
                    {translate(`resources.responsibles.plan.${entry.kind}`)}
                </Typography>
            </Box>
            {on ? (
                // Keyed by position: the inputs are bound to the plan's index in the list.
                <Box key={`${String(entry.id)}@${index}`} sx={{ pl: 1 }}>
                    <CheckboxGroupInput
                        source={`${source}.alarmTypes`}
                        label="resources.responsibles.plan.alarm_types"
                        choices={ALARM_TYPE_CHOICES}
                        parse={sortAlarmTypes}
                        validate={readOnly ? undefined : alarmTypesRule}
                        readOnly={readOnly}
                        helperText={false}
                    />
                    <WeekdayTimes source={`${source}.time`} readOnly={readOnly} />
                </Box>
            ) : null}
        </Paper>
    );
};

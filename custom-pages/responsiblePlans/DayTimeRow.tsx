/**
 * One weekday of a plan: a checkbox (the day is served or left out) and, when served, its start
 * and end as times of day (24-hour, src/ui/TimeOfDayInput.tsx). Accessible names: the weekday, "<weekday> start", "<weekday> end".
 */
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    DAY_OFF,
    endTimeToMs,
    isDayOff,
    msToTime,
    startTimeToMs,
    WHOLE_DAY,
    type DayTime,
    type Weekday,
} from '../../resources/responsibles/dayTime';
import { endNotBeforeStart } from '../../resources/responsibles/validation';
import { TimeOfDayInput } from '../../src/ui/TimeOfDayInput';
import { required } from '../../src/validation/rules';

interface Props {
    /** Form path of the day, e.g. plans.0.time.monday. */
    source: string;
    day: Weekday;
    readOnly: boolean;
}

const TIME_INPUT_SX = { m: 0, minWidth: { xs: 0, sm: 130 } };

export const DayTimeRow = ({ source, day, readOnly }: Props) => {
    const translate = useTranslate();
    const { setValue, trigger, getValues } = useFormContext();
    const value = useWatch({ name: source }) as DayTime | undefined;
    const dayName = translate(`resources.responsibles.weekdays.${day}`);
    const served = !isDayOff(value);
    const startSource = `${source}.start`;
    const endSource = `${source}.end`;
    return (
        <>
            <FormControlLabel
                label={dayName}
                control={
                    <Checkbox
                        checked={served}
                        disabled={readOnly}
                        onChange={event =>
                            setValue(source, event.target.checked ? WHOLE_DAY : DAY_OFF, {
                                shouldDirty: true,
                            })
                        }
                    />
                }
            />
            {served ? (
                <>
                    <TimeOfDayInput
                        source={startSource}
                        ariaLabel={translate('resources.responsibles.plan.day_start', {
                            day: dayName,
                        })}
                        format={msToTime}
                        parse={startTimeToMs}
                        validate={readOnly ? undefined : required()}
                        readOnly={readOnly}
                        // The end is checked against the start: check it again.
                        onChange={() => void trigger(endSource)}
                        sx={TIME_INPUT_SX}
                    />
                    <TimeOfDayInput
                        source={endSource}
                        ariaLabel={translate('resources.responsibles.plan.day_end', {
                            day: dayName,
                        })}
                        format={msToTime}
                        parse={endTimeToMs}
                        validate={
                            readOnly
                                ? undefined
                                : [required(), endNotBeforeStart(() => getValues(startSource))]
                        }
                        readOnly={readOnly}
                        sx={TIME_INPUT_SX}
                    />
                </>
            ) : (
                <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ gridColumn: 'span 2', alignSelf: 'center' }}
                >
                    {translate('resources.responsibles.plan.day_off')}
                </Typography>
            )}
        </>
    );
};

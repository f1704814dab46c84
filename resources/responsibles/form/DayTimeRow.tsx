/**
 * One weekday of a plan: a checkbox (the day is served or left out) and, when served, its start
 * and end as times of day (24-hour, src/ui/TimeOfDayInput.tsx). Accessible names: the weekday, "<weekday> start", "<weekday> end".
 * An end before the start runs across midnight (a night shift): the end says it is the next
 * day's, and is refused when the next day's own time cannot continue it (../../resources/
 * responsibles/dayTime.ts). A change of a day checks the night of the day before again.
 */
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
    crossesMidnight,
    DAY_OFF,
    endTimeToMs,
    isDayOff,
    msToTime,
    nextWeekday,
    startTimeToMs,
    WEEKDAYS,
    WHOLE_DAY,
    type DayTime,
    type PlanTime,
    type Weekday,
} from '../dayTime';
import { nightFitsNextDay } from '../validation';
import { TimeOfDayInput } from '../../../src/ui/TimeOfDayInput';
import { required } from '../../../src/validation/rules';

interface Props {
    /** Form path of the day, e.g. plans.0.time.monday. */
    source: string;
    day: Weekday;
    readOnly: boolean;
}

const TIME_INPUT_SX = { m: 0, minWidth: { xs: 0, sm: 130 } };

const previousWeekday = (day: Weekday): Weekday =>
    WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length];

export const DayTimeRow = ({ source, day, readOnly }: Props) => {
    const translate = useTranslate();
    const { setValue, trigger, getValues } = useFormContext();
    const value = useWatch({ name: source }) as DayTime | undefined;
    const nameOf = (weekday: Weekday) => translate(`resources.responsibles.weekdays.${weekday}`);
    const dayName = nameOf(day);
    const served = !isDayOff(value);
    const startSource = `${source}.start`;
    const endSource = `${source}.end`;
    // The plan's time (e.g. plans.0.time) and the end of the day before, whose night may reach
    // into this day.
    const timeSource = source.slice(0, -(day.length + 1));
    const checkNights = () =>
        void trigger([endSource, `${timeSource}.${previousWeekday(day)}.end`]);
    return (
        <>
            <FormControlLabel
                label={dayName}
                control={
                    <Checkbox
                        checked={served}
                        disabled={readOnly}
                        onChange={event => {
                            setValue(source, event.target.checked ? WHOLE_DAY : DAY_OFF, {
                                shouldDirty: true,
                            });
                            checkNights();
                        }}
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
                        // Whether the time crosses midnight, and fits, depends on the start.
                        onChange={checkNights}
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
                                : [
                                      required(),
                                      nightFitsNextDay(
                                          day,
                                          () => getValues(timeSource) as PlanTime | undefined,
                                          nameOf,
                                      ),
                                  ]
                        }
                        readOnly={readOnly}
                        onChange={checkNights}
                        helperText={
                            crossesMidnight(value)
                                ? translate('resources.responsibles.plan.next_day', {
                                      day: nameOf(nextWeekday(day)),
                                  })
                                : undefined
                        }
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

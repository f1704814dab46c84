/**
 * Settings, "Alarms": "overdue after N minutes" (issue 42, point 4), off by default. Switched on
 * it starts at 30 minutes; a whole number of minutes from 1 to a week applies as it is typed
 * (like the language, without a Save), anything else is said at the field and not applied.
 * Shown to users who may open the alarms list. Switched off, it forgets the minutes: switched on
 * again it starts at 30.
 */
import { Checkbox, FormControl, FormControlLabel, FormLabel, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    OVERDUE_MINUTES_DEFAULT,
    OVERDUE_MINUTES_MAX,
    OVERDUE_MINUTES_MIN,
    overdueMinutes,
} from '../../resources/alarms/overdue';
import { useOverdueAfter } from '../../resources/alarms/overdueSetting';
import { ALARM_PATHS } from '../../resources/alarms/paths';
import { useAccess } from '../../src/auth/useAccess';

/** The typed text as minutes, or null when it is not a whole number in the range. */
const minutesOf = (text: string) =>
    /^\s*\d+\s*$/.test(text) ? overdueMinutes(Number(text)) : null;

const OverdueInputs = () => {
    const translate = useTranslate();
    const [after, setAfter] = useOverdueAfter();
    const on = after !== null;
    const [text, setText] = useState(String(after ?? OVERDUE_MINUTES_DEFAULT));
    // Another tab changed it: show the stored value.
    useEffect(() => {
        if (after !== null)
            setText(current => (minutesOf(current) === after ? current : String(after)));
    }, [after]);
    const invalid = on && minutesOf(text) === null;
    return (
        <FormControl component="fieldset" sx={{ mt: 4, display: 'flex' }}>
            <FormLabel component="legend">{translate('app.settings.alarms')}</FormLabel>
            <FormControlLabel
                control={
                    <Checkbox
                        checked={on}
                        onChange={event => {
                            const minutes = event.target.checked
                                ? (minutesOf(text) ?? OVERDUE_MINUTES_DEFAULT)
                                : null;
                            if (minutes !== null) setText(String(minutes));
                            setAfter(minutes);
                        }}
                    />
                }
                label={translate('app.settings.overdue.switch')}
            />
            <TextField
                label={translate('app.settings.overdue.minutes')}
                value={on ? text : ''}
                disabled={!on}
                onChange={event => {
                    setText(event.target.value);
                    const minutes = minutesOf(event.target.value);
                    if (minutes !== null) setAfter(minutes);
                }}
                error={invalid}
                helperText={
                    invalid
                        ? translate('app.settings.overdue.invalid', {
                              min: OVERDUE_MINUTES_MIN,
                              max: OVERDUE_MINUTES_MAX,
                          })
                        : translate('app.settings.overdue.help')
                }
                slotProps={{
                    htmlInput: { inputMode: 'numeric' },
                    // What the setting does reads as plainly while it is off (greyed, it failed
                    // the contrast of 4.5:1; only the disabled field itself may be fainter).
                    formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                }}
                sx={{ mt: 1, maxWidth: 320 }}
            />
        </FormControl>
    );
};

/** For users who may open the alarms list (once an organization is selected: as the menu). */
export const OverdueSetting = () => {
    const { mayOpen } = useAccess();
    return mayOpen(ALARM_PATHS.list) ? <OverdueInputs /> : null;
};

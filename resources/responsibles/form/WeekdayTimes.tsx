/** The service times of a plan: one row per weekday, Monday to Sunday. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEKDAYS } from '../dayTime';
import { DayPickerProvider } from '../../../src/ui/DayPickerProvider';
import { DayTimeRow } from './DayTimeRow';

export const WeekdayTimes = ({ source, readOnly }: { source: string; readOnly: boolean }) => {
    const translate = useTranslate();
    return (
        <DayPickerProvider>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                    {translate('resources.responsibles.plan.service_times')}
                </Typography>
                <Box
                    sx={{
                        display: 'grid',
                        // On a phone the weekday takes a line of its own above its times.
                        gridTemplateColumns: {
                            xs: '1fr 1fr',
                            sm: 'minmax(150px, max-content) 150px 150px',
                        },
                        '& > .MuiFormControlLabel-root': {
                            gridColumn: { xs: '1 / -1', sm: 'auto' },
                        },
                        columnGap: 2,
                        rowGap: 1,
                        alignItems: 'start',
                    }}
                >
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'block' } }} />
                    <Typography variant="caption" color="text.secondary" aria-hidden>
                        {translate('resources.responsibles.plan.start')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" aria-hidden>
                        {translate('resources.responsibles.plan.end')}
                    </Typography>
                    {WEEKDAYS.map(day => (
                        <DayTimeRow
                            key={day}
                            source={`${source}.${day}`}
                            day={day}
                            readOnly={readOnly}
                        />
                    ))}
                </Box>
            </Box>
        </DayPickerProvider>
    );
};

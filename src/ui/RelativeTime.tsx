/**
 * A moment as "5 minutes ago" in the console's language (the browser's Intl, nothing loaded),
 * with the exact date and time on hover (its description) and in the <time> element's datetime.
 */
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { exactTime, relativeTime } from './timeFormats';
import { useNow } from './useNow';

/**
 * A list shows 25 of these at its first row and after every sort: MUI's Tooltip renders each one
 * twice when it mounts (it keeps its child's element in state). Until the pointer first comes,
 * the time carries the exact time as its title, as the closed Tooltip does; from then on the
 * Tooltip shows it, opened at once.
 */
export const RelativeTime = ({ at }: { at: number }) => {
    const [locale] = useLocaleState();
    const now = useNow();
    const [open, setOpen] = useState<boolean>();
    const exact = exactTime(at, locale);
    const dateTime = new Date(at).toISOString();
    const text = relativeTime(at, now, locale);
    if (open === undefined) {
        return (
            <time dateTime={dateTime} title={exact} onPointerEnter={() => setOpen(true)}>
                {text}
            </time>
        );
    }
    return (
        <Tooltip
            title={exact}
            describeChild
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
        >
            <time dateTime={dateTime}>{text}</time>
        </Tooltip>
    );
};

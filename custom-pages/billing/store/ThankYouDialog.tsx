/**
 * After a booking (sections 4 and 9): a thank-you dialog, and 3 s after it shows the page
 * reloads. The time counts from the moment the dialog enters the page (its transition starts),
 * not from the booking's answer: on a busy machine the dialog can show a little later.
 */
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { THANK_YOU_MS } from './booking';

const reloadPage = () => window.location.reload();

export const ThankYouDialog = ({ reload = reloadPage }: { reload?: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const startCountdown = useCallback(() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(reload, THANK_YOU_MS);
    }, [reload]);
    useEffect(() => () => clearTimeout(timer.current), []);
    return (
        <Dialog
            open
            aria-labelledby={titleId}
            slotProps={{ transition: { onEnter: startCountdown } }}
        >
            <DialogTitle id={titleId}>{translate('store.booking.thanks_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('store.booking.thanks_text')}</DialogContentText>
            </DialogContent>
        </Dialog>
    );
};

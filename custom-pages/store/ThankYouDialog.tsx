/** After a booking (sections 4 and 9): a thank-you dialog, and 3 s later the page reloads. */
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslate } from 'react-admin';
import { THANK_YOU_MS } from '../../resources/store/booking';

const reloadPage = () => window.location.reload();

export const ThankYouDialog = ({ reload = reloadPage }: { reload?: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    useEffect(() => {
        const timer = setTimeout(reload, THANK_YOU_MS);
        return () => clearTimeout(timer);
    }, [reload]);
    return (
        <Dialog open aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('store.booking.thanks_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('store.booking.thanks_text')}</DialogContentText>
            </DialogContent>
        </Dialog>
    );
};

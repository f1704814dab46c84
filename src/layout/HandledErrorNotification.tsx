/**
 * react-admin's notification, minus the error notices of failed API calls: the error modal
 * already shows those. Success and info notices stay. react-admin's Notification (MUI's Snackbar)
 * loads after the first page has settled or with the first notice, not at start, and stays
 * mounted from then on so that it can close with its transition.
 */
import { useEffect } from 'react';
import { useNotificationContext } from 'react-admin';
import { HANDLED_ERROR_MESSAGE } from '../api/transport/httpClient';
import { afterFirstRows } from '../loading/afterFirstRows';
import { onFirstShow } from '../loading/onFirstShow';
import { useSticky } from '../ui/useSticky';

const Notification = onFirstShow(
    () => import('./raNotification').then(module => module.Notification),
    { required: true },
);
afterFirstRows(Notification.preload);

export const HandledErrorNotification = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const first = notifications[0];
    const handled = first?.message === HANDLED_ERROR_MESSAGE;
    useEffect(() => {
        if (handled) takeNotification();
    }, [first, handled, takeNotification]);
    const shown = useSticky(!!first && !handled);
    return handled || !shown ? null : <Notification />;
};

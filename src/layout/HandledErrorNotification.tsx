/**
 * react-admin's notification, minus the error notices of failed API calls: the error modal
 * already shows those. Success and info notices stay.
 */
import { useEffect } from 'react';
import { Notification, useNotificationContext } from 'react-admin';
import { HANDLED_ERROR_MESSAGE } from '../api/httpClient';

export const HandledErrorNotification = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const first = notifications[0];
    const handled = first?.message === HANDLED_ERROR_MESSAGE;
    useEffect(() => {
        if (handled) takeNotification();
    }, [handled, takeNotification]);
    return handled ? null : <Notification />;
};

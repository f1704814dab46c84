/**
 * The user's choice of alerts for new FAILURE and ERROR alarms (Settings): a desktop
 * notification and a sound, both off until the user turns them on. Kept in react-admin's store
 * (local storage: this browser), read by the alarm watch.
 */
import { useStore } from 'react-admin';

export const ALERT_KEYS = {
    notification: 'alarms.alerts.notification',
    sound: 'alarms.alerts.sound',
} as const;

export const useAlarmAlerts = () => {
    const [notification, setNotification] = useStore<boolean>(ALERT_KEYS.notification, false);
    const [sound, setSound] = useStore<boolean>(ALERT_KEYS.sound, false);
    return { notification, setNotification, sound, setSound };
};

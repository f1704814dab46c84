/** react-admin's Notification, loaded with the first notice (src/layout/HandledErrorNotification.tsx). */
export { Notification } from 'react-admin';

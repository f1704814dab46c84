/**
 * Desktop notifications (the browser's Notification API). The permission is asked only when the
 * user turns the notification on in Settings (askNoticePermission, from that click), never at
 * start; a notice shows only while the permission is granted.
 */

/** The browser's permission, or 'unsupported' where there is no Notification API. */
export type NoticePermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export const noticePermission = (): NoticePermission =>
    supported() ? Notification.permission : 'unsupported';

/** Asks the browser (it may show its prompt, or answer at once what the user chose before). */
export const askNoticePermission = async (): Promise<NoticePermission> => {
    if (!supported()) return 'unsupported';
    if (Notification.permission !== 'default') return Notification.permission;
    try {
        return await Notification.requestPermission();
    } catch {
        return Notification.permission;
    }
};

/**
 * Shows one notice (a later one with the same tag replaces it on screen); a click brings the
 * console's tab to the front and calls `onClick`. False when it could not be shown.
 */
export const showNotice = (
    { title, body, lang }: { title: string; body: string; lang: string },
    onClick: () => void,
): boolean => {
    if (noticePermission() !== 'granted') return false;
    try {
        const notice = new Notification(title, { body, lang, tag: 'console-new-alarms' });
        notice.onclick = () => {
            window.focus();
            onClick();
            notice.close();
        };
        return true;
    } catch {
        // Some browsers (Android's Chrome) show notifications only through a service worker.
        return false;
    }
};

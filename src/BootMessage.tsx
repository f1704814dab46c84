/** What shows before the console has started: loading, or why it could not start. */
import { catalogues, DEFAULT_LOCALE, isLocale } from '../i18n';
import { STORE_APP_KEY } from './store';

const storedLocale = () => {
    try {
        const raw = localStorage.getItem(`RaStore${STORE_APP_KEY}.locale`);
        const locale = raw ? JSON.parse(raw) : undefined;
        return isLocale(locale) ? locale : DEFAULT_LOCALE;
    } catch {
        return DEFAULT_LOCALE;
    }
};

const lookup = (key: string): string =>
    key
        .split('.')
        .reduce<unknown>(
            (node, part) =>
                node && typeof node === 'object'
                    ? (node as Record<string, unknown>)[part]
                    : undefined,
            catalogues[storedLocale()],
        ) as string;

export const BootMessage = ({ messageKey, reason }: { messageKey: string; reason?: string }) => (
    <div role={reason ? 'alert' : 'status'} style={{ fontFamily: 'sans-serif', padding: 32 }}>
        {(lookup(messageKey) ?? messageKey).replace('%{reason}', reason ?? '')}
    </div>
);

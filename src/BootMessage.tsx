/** What shows before the console has started: loading, or why it could not start. */
import type { TranslationMessages } from 'react-admin';

/** A text of the catalogue by its key, before the i18nProvider exists. */
export const catalogueText = (catalogue: TranslationMessages, key: string): string | undefined => {
    const found = key
        .split('.')
        .reduce<unknown>(
            (node, part) =>
                node && typeof node === 'object'
                    ? (node as Record<string, unknown>)[part]
                    : undefined,
            catalogue,
        );
    return typeof found === 'string' ? found : undefined;
};

interface Props {
    catalogue: TranslationMessages;
    messageKey: string;
    reason?: string;
}

export const BootMessage = ({ catalogue, messageKey, reason }: Props) => (
    <div role={reason ? 'alert' : 'status'} style={{ fontFamily: 'sans-serif', padding: 32 }}>
        {(catalogueText(catalogue, messageKey) ?? messageKey).replace('%{reason}', reason ?? '')}
    </div>
);

/**
 * The notice after a create, a save or a removal, named for what was done to what: "Device
 * created", "3 devices removed", in the resource's own words (`resources.<name>.notifications`),
 * as react-admin's own controllers look them up, with react-admin's "Element created" where a
 * resource has none.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';

export type DoneKind = 'created' | 'updated' | 'deleted';

/** The notice's key and values, for `notify` or `translate`. */
export const doneNotice = (
    translate: TranslateFunction,
    resource: string,
    kind: DoneKind,
    count = 1,
) => ({
    key: `resources.${resource}.notifications.${kind}`,
    args: {
        smart_count: count,
        _: translate(`ra.notification.${kind}`, { smart_count: count }),
    },
});

export const useNotifyDone = () => {
    const notify = useNotify();
    const translate = useTranslate();
    return useCallback(
        (resource: string, kind: DoneKind, count = 1) => {
            const { key, args } = doneNotice(translate, resource, kind, count);
            notify(key, { type: 'info', messageArgs: args });
        },
        [notify, translate],
    );
};

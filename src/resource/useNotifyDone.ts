/**
 * The notice after a create, a save or a removal, named for what was done to what: "Device
 * created", "3 devices removed", in the resource's own words (`resources.<name>.notifications`),
 * as react-admin's own controllers look them up, with react-admin's "Element created" where a
 * resource has none.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export type DoneKind = 'created' | 'updated' | 'deleted';

export const useNotifyDone = () => {
    const notify = useNotify();
    const translate = useTranslate();
    return useCallback(
        (resource: string, kind: DoneKind, count = 1) =>
            notify(`resources.${resource}.notifications.${kind}`, {
                type: 'info',
                messageArgs: {
                    smart_count: count,
                    _: translate(`ra.notification.${kind}`, { smart_count: count }),
                },
            }),
        [notify, translate],
    );
};

/**
 * The notice after a removal whose answer may say that records were gone already (removed in
 * another tab or by someone else; src/api/writes/alreadyRemoved.ts): react-admin's own "Device removed"
 * (`resources.<name>.notifications.deleted`, as its controllers look it up) when all were there,
 * else that they had already been removed. No error: what the user asked for holds, and the list
 * loads anew (react-admin refetches it after every removal).
 */
import { isValidElement, useCallback } from 'react';
import {
    useGetRecordRepresentation,
    useNotify,
    useTranslate,
    type Identifier,
    type RaRecord,
} from 'react-admin';
import { alreadyRemovedOf } from '../api/writes/alreadyRemoved';
import { doneNotice, useNotifyDone } from './useNotifyDone';

export const useNotifyRemoved = (resource: string) => {
    const notify = useNotify();
    const translate = useTranslate();
    const representationOf = useGetRecordRepresentation(resource);
    const notifyDone = useNotifyDone();
    /** After removing one record: `data` is the dataProvider's answer. */
    const notifyOne = useCallback(
        (data: unknown, record: RaRecord | undefined) => {
            if (alreadyRemovedOf(data).length === 0) {
                notifyDone(resource, 'deleted');
                return;
            }
            const representation = record && representationOf(record);
            notify('app.remove.already_removed', {
                type: 'info',
                messageArgs: {
                    name: translate(`resources.${resource}.forcedCaseName`, {
                        smart_count: 1,
                        _: translate(`resources.${resource}.name`, { smart_count: 1 }),
                    }),
                    recordRepresentation:
                        representation && !isValidElement(representation)
                            ? String(representation)
                            : `#${String(record?.id ?? '')}`,
                },
            });
        },
        [notify, notifyDone, representationOf, resource, translate],
    );
    /** After removing a selection of `ids`: `data` is the dataProvider's answer. */
    const notifyMany = useCallback(
        (data: unknown, ids: Identifier[]) => {
            const gone = alreadyRemovedOf(data).length;
            if (gone === 0) {
                notifyDone(resource, 'deleted', ids.length);
            } else if (gone >= ids.length) {
                notify('app.remove.all_already_removed', { type: 'info' });
            } else {
                const done = doneNotice(translate, resource, 'deleted', ids.length - gone);
                notify('app.remove.some_already_removed', {
                    type: 'info',
                    messageArgs: {
                        smart_count: gone,
                        done: translate(done.key, done.args),
                    },
                });
            }
        },
        [notify, notifyDone, resource, translate],
    );
    return { notifyOne, notifyMany };
};

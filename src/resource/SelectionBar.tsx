/**
 * react-admin's selection bar, titled in the resource's words: "3 devices selected" rather than
 * "3 items selected" (`resources.<name>.selected`), react-admin's title where a resource has none.
 */
import { BulkActionsToolbar, useResourceContext, useTranslate } from 'react-admin';
import type { ComponentProps } from 'react';

export const SelectionBar = (props: ComponentProps<typeof BulkActionsToolbar>) => {
    const resource = useResourceContext();
    const translate = useTranslate();
    const own = `resources.${resource}.selected`;
    const label = translate(own, { _: '', smart_count: 1 }) ? own : undefined;
    return <BulkActionsToolbar label={label} {...props} />;
};

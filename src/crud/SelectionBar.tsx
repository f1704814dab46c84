/**
 * react-admin's selection bar, titled in the resource's words: "3 devices selected" rather than
 * "3 items selected" (`resources.<name>.selected`), react-admin's title where a resource has none.
 * The selection keeps to the records the filter shows (useSelectionWithinFilter).
 */
import { BulkActionsToolbar, useResourceContext, useTranslate } from 'react-admin';
import type { ComponentProps } from 'react';
import { useSelectionWithinFilter } from '../bulk/useSelectionWithinFilter';

export const SelectionBar = (props: ComponentProps<typeof BulkActionsToolbar>) => {
    useSelectionWithinFilter();
    const resource = useResourceContext();
    const translate = useTranslate();
    const own = `resources.${resource}.selected`;
    const label = translate(own, { _: '', smart_count: 1 }) ? own : undefined;
    return <BulkActionsToolbar label={label} {...props} />;
};

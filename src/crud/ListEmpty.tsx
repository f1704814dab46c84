/**
 * What a list shows when it has no rows. With a filter set: that nothing matches, and a way to
 * clear the filter. Without: "No integrations yet." (resources.<name>.empty: react-admin's one
 * sentence around the resource's name read "Noch kein Integrationen." and "Nessun Integrazioni
 * ancora."), one sentence on what the resource is for (resources.<name>.purpose) and the list's
 * first action, so that an organization that starts empty is set up from here. After a failed
 * load, nothing: the list is not known to be empty.
 */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListNoResults, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { ListActionButton, type ListAction } from './ListActions';

export const ListEmpty = ({
    action,
    children,
}: {
    /** The add action offered, as in the list's toolbar. */
    action?: ListAction;
    /** Other controls to offer instead (a dialog's button). */
    children?: ReactNode;
}) => {
    const translate = useTranslate();
    const resource = useResourceContext() ?? '';
    const { filterValues, error } = useListContext();
    // A failed load is not an empty list: the error modal said what happened (section 8).
    if (error) return null;
    if (Object.keys(filterValues ?? {}).length > 0) return <ListNoResults />;
    return (
        <Box sx={{ py: 4, px: 2, textAlign: 'center' }}>
            <InboxIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="p" gutterBottom>
                {translate(`resources.${resource}.empty`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 560, mx: 'auto' }}>
                {translate(`resources.${resource}.purpose`)}
            </Typography>
            {action && <ListActionButton action={action} variant="contained" />}
            {children}
        </Box>
    );
};

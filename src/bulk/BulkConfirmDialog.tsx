/**
 * The confirmation before a bulk run: its title says what and how many ("Remove 40 devices?"),
 * it may hold the run's choice (a service, a tag), and it opens with the focus on Cancel, as
 * every confirmation of the console does (src/layout/theme.ts), so that a second Enter cannot
 * start the run.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { focusCancel } from '../layout/theme';

interface Props {
    open: boolean;
    /** Translated title, e.g. "Remove 40 devices?". */
    title: string;
    /** Translated label of the button that starts the run. */
    confirmLabel: string;
    canConfirm?: boolean;
    onCancel: () => void;
    onConfirm: () => void;
    children?: ReactNode;
}

export const BulkConfirmDialog = ({
    open,
    title,
    confirmLabel,
    canConfirm = true,
    onCancel,
    onConfirm,
    children,
}: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog
            open={open}
            onClose={onCancel}
            aria-labelledby={titleId}
            fullWidth
            maxWidth="xs"
            slotProps={{ transition: { onEnter: focusCancel } }}
        >
            <DialogTitle id={titleId}>{title}</DialogTitle>
            {children && <DialogContent>{children}</DialogContent>}
            {/* On a phone the buttons wrap instead of leaving the dialog. */}
            <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={onConfirm} disabled={!canConfirm}>
                    {confirmLabel}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

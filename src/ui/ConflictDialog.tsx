/**
 * The dialog of a save that met someone else's change to the same fields: each field with their
 * value and the user's, then "Take theirs" (focused: it loses nothing that is saved) or "Keep
 * mine" (overwrites theirs). Escape closes it and leaves the form as it is.
 */
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldConflict } from '../api/writes/concurrentChange';
import { labelKeys, shownValue } from './conflictValues';

interface Props {
    resource: string;
    conflicts: FieldConflict[] | null;
    onKeepMine: () => void;
    onTakeTheirs: () => void;
    onClose: () => void;
}

const MISSING = '\u0000';

export const ConflictDialog = ({
    resource,
    conflicts,
    onKeepMine,
    onTakeTheirs,
    onClose,
}: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const textId = useId();
    const labelOf = (path: string) =>
        labelKeys(resource, path)
            .map(key => translate(key, { _: MISSING }))
            .find(label => label !== MISSING) ?? path;
    const show = (value: unknown, secret?: boolean) => {
        const shown = shownValue(value, secret);
        if (shown.kind === 'empty') return translate('app.conflict.empty');
        if (shown.kind === 'hidden') return translate('app.conflict.hidden');
        if (shown.kind === 'structure') return translate('app.conflict.structure');
        if (shown.kind === 'boolean')
            return translate(shown.value ? 'ra.boolean.true' : 'ra.boolean.false');
        return shown.text;
    };
    return (
        <Dialog
            open={conflicts !== null}
            onClose={onClose}
            aria-labelledby={titleId}
            aria-describedby={textId}
            maxWidth="md"
        >
            <DialogTitle id={titleId}>{translate('app.conflict.title')}</DialogTitle>
            <DialogContent>
                <DialogContentText id={textId} sx={{ mb: 2 }}>
                    {translate('app.conflict.text')}
                </DialogContentText>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell component="th">{translate('app.conflict.field')}</TableCell>
                            <TableCell component="th">{translate('app.conflict.theirs')}</TableCell>
                            <TableCell component="th">{translate('app.conflict.mine')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {(conflicts ?? []).map(conflict => (
                            <TableRow key={conflict.path}>
                                <TableCell component="th" scope="row">
                                    {labelOf(conflict.path)}
                                </TableCell>
                                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                                    {show(conflict.theirs, conflict.secret)}
                                </TableCell>
                                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                                    {show(conflict.mine, conflict.secret)}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={onKeepMine}>{translate('app.conflict.keep_mine')}</Button>
                <Button variant="contained" onClick={onTakeTheirs} autoFocus>
                    {translate('app.conflict.take_theirs')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The error modal of the product specification (section 8), fed by the error store. */
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { acknowledgeError, useErrorState } from '../api/errorStore';

export const ErrorModal = () => {
    const error = useErrorState();
    const translate = useTranslate();
    return (
        <Dialog
            open={error.open}
            onClose={acknowledgeError}
            role="alertdialog"
            aria-labelledby="error-modal-title"
            aria-describedby="error-modal-text"
        >
            <DialogTitle id="error-modal-title">{translate(error.title)}</DialogTitle>
            <DialogContent>
                <DialogContentText id="error-modal-text">
                    {error.message ?? translate(error.textKey)}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={acknowledgeError} variant="contained" autoFocus>
                    {translate('app.error.acknowledge')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

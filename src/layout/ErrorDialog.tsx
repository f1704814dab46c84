/**
 * The error modal of the product specification (section 8), fed by the error store. A known
 * server message shows as its translated text; any other under a translated lead, as it is.
 * Loaded with the first error or once the first page has settled (src/layout/ErrorModal.tsx).
 */
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { acknowledgeError, useErrorState } from '../api/errors/errorStore';
import { focusLastSubmitter } from '../ui/lastSubmitter';
import { useServerErrorText } from '../api/errors/useServerErrorText';

/**
 * Clears the flag; the focus goes back where the failed action was started. A form's submit
 * button was disabled while it worked, so the dialog's own return finds nothing: the button
 * takes it back (src/ui/lastSubmitter.ts), unless the focus went elsewhere.
 */
const acknowledge = () => {
    acknowledgeError();
    focusLastSubmitter();
};

export const ErrorDialog = () => {
    const error = useErrorState();
    const translate = useTranslate();
    const serverText = useServerErrorText();
    const shown =
        error.message === undefined ? undefined : serverText(error.status ?? 0, error.message);
    return (
        <Dialog
            open={error.open}
            onClose={acknowledge}
            role="alertdialog"
            aria-labelledby="error-modal-title"
            aria-describedby="error-modal-text"
        >
            <DialogTitle id="error-modal-title">{translate(error.title)}</DialogTitle>
            <DialogContent>
                <DialogContentText id="error-modal-text" component="div">
                    {shown === undefined ? (
                        translate(error.textKey)
                    ) : shown.lead === undefined ? (
                        shown.text
                    ) : (
                        <>
                            <span style={{ display: 'block' }}>{shown.lead}</span>
                            <span style={{ display: 'block', marginTop: 8 }}>
                                {shown.serverMessage}
                            </span>
                        </>
                    )}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={acknowledge} variant="contained" autoFocus>
                    {translate('app.error.acknowledge')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The submit button of a command panel; shows progress while the command goes out. */
import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SendButton = ({ pending, disabled }: { pending: boolean; disabled?: boolean }) => {
    const translate = useTranslate();
    return (
        <Button
            type="submit"
            variant="contained"
            disabled={disabled || pending}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
            sx={{ alignSelf: 'flex-start' }}
        >
            {translate(pending ? 'devices.commands.sending' : 'devices.commands.send')}
        </Button>
    );
};

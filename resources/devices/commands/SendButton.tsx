/**
 * The submit button of a command panel; shows progress while the command goes out, and has the
 * focus back once it went (disabled meanwhile, it lost it to the page's body). Disabled, with
 * the reason, for users who may not send commands (the panel's `disabled`).
 */
import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { capabilityReasonKey } from '../../../src/auth/useCapability';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { useFocusBackWhenDone } from '../../../src/ui/focusRescue';

export const SendButton = ({ pending, disabled }: { pending: boolean; disabled?: boolean }) => {
    const translate = useTranslate();
    const button = useFocusBackWhenDone<HTMLButtonElement>(pending);
    return (
        <DisabledReason reason={disabled ? translate(capabilityReasonKey('editItems')) : undefined}>
            <Button
                ref={button}
                type="submit"
                variant="contained"
                disabled={disabled || pending}
                aria-busy={pending}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                sx={{ alignSelf: 'flex-start' }}
            >
                {translate(pending ? 'devices.commands.sending' : 'devices.commands.send')}
            </Button>
        </DisabledReason>
    );
};

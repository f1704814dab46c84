/**
 * Shown while a write is under way (its pause of spec section 9 included), and a way back
 * (Cancel leaves without asking about the wizard's unsaved input).
 */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { allowNextLeave } from '../routing/leaveGuard';

export const WizardExtras = ({ working, backTo }: { working: boolean; backTo: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {working && (
                <Box sx={{ width: 160 }}>
                    <Typography variant="body2" role="status">
                        {translate('deviceWizards.common.working')}
                    </Typography>
                    <LinearProgress aria-label={translate('deviceWizards.common.working')} />
                </Box>
            )}
            <Button component={Link} to={backTo} disabled={working} onClick={allowNextLeave}>
                {translate('deviceWizards.common.cancel')}
            </Button>
        </Box>
    );
};

/** A device's activation as an icon with an accessible label ("Enabled" / "Disabled"). */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

export const ActivationIcon = memo(function ActivationIcon({ enabled }: { enabled: boolean }) {
    const translate = useTranslate();
    return enabled ? (
        <CheckCircleIcon color="success" titleAccess={translate('devices.activation.enabled')} />
    ) : (
        <HighlightOffIcon color="disabled" titleAccess={translate('devices.activation.disabled')} />
    );
});

/** The control that shows or masks a secret value: "Show secret" / "Hide secret", aria-pressed. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

export const RevealButton = ({
    revealed,
    onToggle,
}: {
    revealed: boolean;
    onToggle: () => void;
}) => {
    const translate = useTranslate();
    return (
        <IconButton
            aria-label={translate(revealed ? 'app.secret.hide' : 'app.secret.show')}
            aria-pressed={revealed}
            onClick={onToggle}
            // The input keeps the focus order: the button follows it, as any adornment.
            edge="end"
            size="small"
        >
            {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
    );
};

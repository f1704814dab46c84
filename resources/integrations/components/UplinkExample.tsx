/** The uplink address of a REST or webhook integration as a curl example, with a copy button. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { getConfig } from '../../../src/config';
import { infoSource, type IntegrationType } from '../types';
import { apiOrigin, DEVICE_ID_PLACEHOLDER, uplinkCurl } from '../uplinkExample';

export const UplinkExample = ({ type }: { type: IntegrationType }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const secret = useWatch({ name: infoSource('integrationSecret') }) as string | undefined;
    const { apiBasePath, productName } = getConfig();
    const example = uplinkCurl(
        apiOrigin(apiBasePath, window.location.origin),
        productName,
        type,
        secret ?? '',
    );
    if (!example) return null;
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(example);
            notify('resources.integrations.uplink.copied', { type: 'info' });
        } catch {
            notify('resources.integrations.uplink.copy_failed', { type: 'warning' });
        }
    };
    return (
        <TextField
            label={translate('resources.integrations.uplink.label')}
            value={example}
            helperText={translate('resources.integrations.uplink.helper', {
                placeholder: DEVICE_ID_PLACEHOLDER,
            })}
            multiline
            fullWidth
            slotProps={{
                input: {
                    readOnly: true,
                    sx: { fontFamily: 'monospace', fontSize: '0.85rem' },
                    endAdornment: (
                        <InputAdornment position="end">
                            <IconButton
                                aria-label={translate('resources.integrations.uplink.copy')}
                                onClick={copy}
                            >
                                <ContentCopyIcon />
                            </IconButton>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

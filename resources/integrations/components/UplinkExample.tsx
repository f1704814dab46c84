/**
 * The uplink address of a REST or webhook integration as a curl example, with a copy button. The
 * address carries the integration secret, so it is a secret too: masked for admins until they
 * show it (copy copies the whole address either way), and only "Hidden" for everyone else.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { getConfig } from '../../../src/config';
import { HiddenSecret } from '../../../src/ui/secret/HiddenSecret';
import { RevealButton } from '../../../src/ui/secret/RevealButton';
import { useSeesSecrets } from '../../../src/ui/secret/useSeesSecrets';
import { infoSource, type IntegrationType } from '../types';
import { apiOrigin, DEVICE_ID_PLACEHOLDER, uplinkCurl } from '../uplinkExample';

/** What stands for the secret while it is masked. */
export const SECRET_MASK = '••••••••';

const MaskedUplink = ({ type }: { type: IntegrationType }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [revealed, setRevealed] = useState(false);
    const secret = useWatch({ name: infoSource('integrationSecret') }) as string | undefined;
    const { apiBasePath, productName } = getConfig();
    const curl = (key: string) =>
        uplinkCurl(apiOrigin(apiBasePath, window.location.origin), productName, type, key);
    const example = curl(secret ?? '');
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
            value={revealed || !secret ? example : curl(SECRET_MASK)}
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
                            <RevealButton
                                revealed={revealed}
                                onToggle={() => setRevealed(shown => !shown)}
                            />
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

export const UplinkExample = ({ type }: { type: IntegrationType }) =>
    useSeesSecrets() ? (
        <MaskedUplink type={type} />
    ) : (
        <HiddenSecret source="uplink" label="resources.integrations.uplink.label" />
    );

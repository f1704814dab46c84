/**
 * The value of one HTTP header row: a secret when the row's name carries credentials
 * (Authorization, X-API-Key, ...; the data sharing's secrets.ts), then masked for admins and
 * hidden from everyone else; any other value is plain text.
 */
import { TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isSecretKey } from '../../../src/crud/secrets';
import { SecretInput } from '../../../src/ui/secret/SecretInput';
import { headerValueRule } from '../headerRows';
import { DATA_SHARING_SECRETS } from '../secrets';

export const HeaderValueInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { index } = useSimpleFormIteratorItem();
    const key = useWatch({ name: `headerRows.${index}.key` }) as string | undefined;
    const props = {
        source: 'value',
        label: 'resources.dataSharing.headers.value',
        readOnly,
        // No line break, control or direction character: the platform sends it as a header.
        validate: readOnly ? undefined : headerValueRule,
        helperText: false as const,
        sx: { minWidth: 320 },
    };
    return isSecretKey(DATA_SHARING_SECRETS, 'headers', key ?? '') ? (
        <SecretInput {...props} />
    ) : (
        <TextInput {...props} />
    );
};

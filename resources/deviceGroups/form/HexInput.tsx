/**
 * A multicast hex field: typed text is upper-cased, the value must be upper-case hex of the
 * field's length, and "Generate" fills a random value.
 */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isSecretPath } from '../../../src/crud/secrets';
import { SecretInput } from '../../../src/ui/secret/SecretInput';
import { DEVICE_GROUP_SECRETS } from '../secrets';
import { hexRule, randomHex, upperCase, type HexFieldDeclaration } from '../multicast';

export const INFO_LIST = 'groupDetails.infoList';

export const HexInput = ({
    field,
    readOnly,
}: {
    field: HexFieldDeclaration;
    readOnly?: boolean;
}) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const source = `${INFO_LIST}.${field.name}`;
    const generate = () =>
        setValue(source, randomHex(field.length), {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: true,
        });
    const generateButton = (
        <Button
            size="small"
            startIcon={<AutorenewIcon />}
            onClick={generate}
            aria-label={translate(`resources.deviceGroups.generate.${field.name}`)}
        >
            {translate('resources.deviceGroups.generate.label')}
        </Button>
    );
    const htmlInput = {
        maxLength: field.length,
        spellCheck: false,
        autoComplete: 'off',
        style: { fontFamily: 'monospace', textTransform: 'uppercase' },
    } as const;
    const common = {
        source,
        parse: upperCase,
        validate: readOnly ? undefined : hexRule(field.length),
        readOnly,
        helperText: translate('resources.deviceGroups.hex_hint', { length: field.length }),
    };
    if (isSecretPath(DEVICE_GROUP_SECRETS, source)) {
        // A session key: masked for admins (Generate beside the reveal control), hidden for others.
        return (
            <SecretInput
                {...common}
                adornment={readOnly ? undefined : generateButton}
                slotProps={{ htmlInput: { ...htmlInput, autoComplete: 'new-password' } }}
            />
        );
    }
    return (
        <TextInput
            {...common}
            sx={{ fontFamily: 'monospace' }}
            slotProps={{
                htmlInput,
                input: readOnly
                    ? undefined
                    : {
                          endAdornment: (
                              <InputAdornment position="end">{generateButton}</InputAdornment>
                          ),
                      },
            }}
        />
    );
};

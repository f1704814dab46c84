/**
 * A multicast hex field: typed text is upper-cased, the value must be upper-case hex of the
 * field's length, and "Generate" fills a random value.
 */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button, InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
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
    return (
        <TextInput
            source={source}
            parse={upperCase}
            validate={readOnly ? undefined : hexRule(field.length)}
            readOnly={readOnly}
            helperText={translate('resources.deviceGroups.hex_hint', { length: field.length })}
            sx={{ fontFamily: 'monospace' }}
            slotProps={{
                htmlInput: {
                    maxLength: field.length,
                    spellCheck: false,
                    autoComplete: 'off',
                    style: { fontFamily: 'monospace', textTransform: 'uppercase' },
                },
                input: readOnly
                    ? undefined
                    : {
                          endAdornment: (
                              <InputAdornment position="end">
                                  <Button
                                      size="small"
                                      startIcon={<AutorenewIcon />}
                                      onClick={generate}
                                      aria-label={translate(
                                          `resources.deviceGroups.generate.${field.name}`,
                                      )}
                                  >
                                      {translate('resources.deviceGroups.generate.label')}
                                  </Button>
                              </InputAdornment>
                          ),
                      },
            }}
        />
    );
};

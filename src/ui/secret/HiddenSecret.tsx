/**
 * A secret's place for users who may not see secrets (viewers): its label and "Hidden", never the
 * value (the API leaves it out; if it sent one anyway, it is not rendered).
 */
import LockIcon from '@mui/icons-material/LockOutlined';
import { InputAdornment, TextField } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';

export const HiddenSecret = ({
    source,
    label,
    fullWidth = true,
}: {
    source: string;
    /** A message key or text; default: the field's label of the resource. */
    label?: string | false | ReactNode;
    fullWidth?: boolean;
}) => {
    const translate = useTranslate();
    const resource = useResourceContext();
    const id = useId();
    return (
        <TextField
            id={id}
            label={
                <FieldTitle
                    label={label === false ? undefined : (label as string)}
                    source={source}
                    resource={resource}
                />
            }
            value={translate('app.secret.hidden')}
            helperText={translate('app.secret.hidden_helper')}
            fullWidth={fullWidth}
            margin="dense"
            slotProps={{
                input: {
                    readOnly: true,
                    startAdornment: (
                        <InputAdornment position="start">
                            <LockIcon fontSize="small" aria-hidden />
                        </InputAdornment>
                    ),
                    sx: { fontStyle: 'italic' },
                },
            }}
        />
    );
};

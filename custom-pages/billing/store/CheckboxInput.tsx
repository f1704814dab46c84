/** A checkbox input for react-admin forms, with its validation message under it. */
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

interface Props {
    source: string;
    label: string;
    validate: Validator;
}

export const CheckboxInput = ({ source, label, validate }: Props) => {
    const translate = useTranslate();
    const helperId = useId();
    const { field, fieldState } = useInput({ source, validate, defaultValue: false });
    const message = fieldState.error?.message;
    return (
        <FormControl error={!!message}>
            <FormControlLabel
                control={
                    <Checkbox
                        checked={field.value === true}
                        onChange={event => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                            input: {
                                ref: field.ref,
                                'aria-describedby': message ? helperId : undefined,
                            },
                        }}
                    />
                }
                label={translate(label)}
            />
            {message && (
                <FormHelperText id={helperId}>
                    <InputHelperText error={message} />
                </FormHelperText>
            )}
        </FormControl>
    );
};

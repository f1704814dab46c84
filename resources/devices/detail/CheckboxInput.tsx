/** A boolean field as a checkbox (react-admin's BooleanInput is a switch). */
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { FieldTitle, useInput, useResourceContext } from 'react-admin';

interface Props {
    source: string;
    disabled?: boolean;
    helperText?: string;
}

export const CheckboxInput = ({ source, disabled, helperText }: Props) => {
    const resource = useResourceContext();
    const { field, id } = useInput({ source, type: 'checkbox' });
    return (
        <FormControl margin="dense">
            <FormControlLabel
                htmlFor={id}
                label={<FieldTitle source={source} resource={resource} />}
                control={
                    <Checkbox
                        id={id}
                        name={field.name}
                        checked={!!field.value}
                        onChange={event => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        disabled={disabled}
                    />
                }
            />
            {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
    );
};

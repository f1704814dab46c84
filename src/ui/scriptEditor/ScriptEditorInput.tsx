/** A form input holding a script (JavaScript): a titled code editor and its validation message. */
import { Box, FormHelperText, Typography } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { ScriptEditor } from './ScriptEditor';

interface Props {
    source: string;
    /** Translation key of the title, also the editor's accessible name. */
    label: string;
    /** Pixels. */
    height: number;
    readOnly?: boolean;
    validate?: Validator | Validator[];
}

export const ScriptEditorInput = ({ source, label, height, readOnly, validate }: Props) => {
    const translate = useTranslate();
    const { field, fieldState } = useInput({
        source,
        validate: readOnly ? undefined : validate,
    });
    const value = typeof field.value === 'string' ? field.value : '';
    return (
        <Box sx={{ mt: 1, width: '100%' }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                {translate(label)}
            </Typography>
            <ScriptEditor
                value={value}
                onChange={next => field.onChange(next)}
                height={height}
                readOnly={readOnly}
                ariaLabel={translate(label)}
            />
            {fieldState.error?.message && (
                <FormHelperText error>
                    <InputHelperText error={fieldState.error.message} />
                </FormHelperText>
            )}
        </Box>
    );
};

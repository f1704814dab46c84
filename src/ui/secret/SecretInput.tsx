/**
 * A secret form value (an API key, a password, a session key): masked for admins, with a control
 * that shows it (then it can be copied as any text); for everyone else only "Hidden". The value in
 * the form stays the real one, so a save without a reveal sends it unchanged, never the mask.
 */
import { InputAdornment } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { HiddenSecret } from './HiddenSecret';
import { RevealButton } from './RevealButton';
import { useSeesSecrets } from './useSeesSecrets';

export type SecretInputProps = TextInputProps & {
    /** A further control beside the reveal button (e.g. Generate). */
    adornment?: ReactNode;
};

const MaskedInput = ({ adornment, slotProps, ...props }: SecretInputProps) => {
    const [revealed, setRevealed] = useState(false);
    return (
        <TextInput
            {...props}
            type={revealed ? 'text' : 'password'}
            slotProps={{
                ...slotProps,
                htmlInput: {
                    // Not a sign-in password: the browser neither offers nor saves one here.
                    autoComplete: 'new-password',
                    spellCheck: false,
                    ...(slotProps?.htmlInput as object | undefined),
                },
                input: {
                    ...(slotProps?.input as object | undefined),
                    endAdornment: (
                        <InputAdornment position="end">
                            {adornment}
                            <RevealButton
                                revealed={revealed}
                                onToggle={() => setRevealed(shown => !shown)}
                            />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

export const SecretInput = (props: SecretInputProps) =>
    useSeesSecrets() ? (
        <MaskedInput {...props} />
    ) : (
        <HiddenSecret
            source={props.source}
            label={props.label}
            fullWidth={props.fullWidth ?? true}
        />
    );

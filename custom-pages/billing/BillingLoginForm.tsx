/**
 * The billing-provider sign-in (product specification section 2, /licences): username, password,
 * "Sign in" → POST /billing/token. A wrong login: the error modal shows the server's message
 * (the httpClient raises it); the form stays.
 */
import LoginIcon from '@mui/icons-material/Login';
import { Card, CardContent, Typography } from '@mui/material';
import { useCallback } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, PasswordInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useBillingToken } from './state/useBillingToken';
import { required } from '../../src/validation/rules';

interface Credentials {
    username?: string;
    password?: string;
}

const REQUIRED = [required()];

export const BillingLoginForm = () => {
    const translate = useTranslate();
    const { signIn } = useBillingToken();
    const submit = useCallback(
        async (values: FieldValues) => {
            const { username, password } = values as Credentials;
            try {
                await signIn(username ?? '', password ?? '');
            } catch (failure) {
                // The modal shows API failures; anything else is only logged (section 8).
                console.error('Billing sign-in failed', failure);
            }
        },
        [signIn],
    );
    return (
        <Card variant="outlined" sx={{ maxWidth: 420, mt: 2 }}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('billing.login.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('billing.login.intro')}
                </Typography>
                <Form onSubmit={submit} aria-label={translate('billing.login.form_label')}>
                    <TextInput
                        source="username"
                        label="billing.login.username"
                        validate={REQUIRED}
                        autoComplete="username"
                        fullWidth
                    />
                    <PasswordInput
                        source="password"
                        label="billing.login.password"
                        validate={REQUIRED}
                        autoComplete="current-password"
                        fullWidth
                    />
                    <SaveButton label="billing.login.submit" icon={<LoginIcon />} />
                </Form>
            </CardContent>
        </Card>
    );
};

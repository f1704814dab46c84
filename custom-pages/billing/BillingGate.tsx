/**
 * Shows its children only with a valid billing token (product specification sections 2 and 6:
 * the licence tiles, subscriptions and the store need one), else the billing-provider sign-in.
 * With a token it loads the billing state (account, packages, subscriptions), names the billing
 * account and offers to sign out of billing.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '../../src/ui/Button';
import { useBillingState } from './state/useBillingState';
import { useBillingToken } from './state/useBillingToken';
import { BillingLoginForm } from './BillingLoginForm';

const SignedInBar = () => {
    const translate = useTranslate();
    const { signOut } = useBillingToken();
    const { account } = useBillingState();
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
            {account && (
                <Typography variant="body2" color="text.secondary">
                    {translate('billing.signed_in', { name: account.companyName })}
                </Typography>
            )}
            <Button label="billing.sign_out" onClick={signOut}>
                <LogoutIcon />
            </Button>
        </Box>
    );
};

export const BillingGate = ({ children }: { children: ReactNode }) => {
    const { valid } = useBillingToken();
    if (!valid) return <BillingLoginForm />;
    return (
        <>
            <SignedInBar />
            {children}
        </>
    );
};

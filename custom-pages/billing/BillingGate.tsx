/**
 * Shows its children only with a valid billing token (product specification sections 2 and 6:
 * the licence tiles, subscriptions and the store need one), else the billing-provider sign-in.
 * With a token it loads the billing state (account, packages, subscriptions), names the billing
 * account and offers to sign out of billing.
 */
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { mainContent, pageHeading } from '../../src/layout/pageFocus';
import { Button } from '../../src/ui/Button';
import { firstFocusable, focusIfLost } from '../../src/ui/focusRescue';
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

/**
 * Signing in or out of billing replaces the form or the content that held the focus (Chromium
 * left it on the page's body): it goes to the page's heading, or to the sign-in form's first field.
 */
const useFocusAcrossSignIn = (valid: boolean) => {
    const shown = useRef(valid);
    useEffect(() => {
        if (shown.current === valid) return;
        shown.current = valid;
        focusIfLost(valid ? pageHeading() : firstFocusable(mainContent()));
    }, [valid]);
};

export const BillingGate = ({ children }: { children: ReactNode }) => {
    const { valid } = useBillingToken();
    useFocusAcrossSignIn(valid);
    if (!valid) return <BillingLoginForm />;
    return (
        <>
            <SignedInBar />
            {children}
        </>
    );
};

/**
 * What a page shows, at once, when the user signed out in another tab: that it happened, that
 * the input is kept (the open form's draft), and a way to sign in again, which comes back to
 * this page and organization. It takes the place of the whole console, so no page fails on the
 * next click and no record of the ended session stays on screen.
 */
import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { signInAgain } from './endSession';

export const SignedOutElsewhere = () => {
    const translate = useTranslate();
    const button = useRef<HTMLButtonElement>(null);
    useEffect(() => button.current?.focus(), []);
    return (
        <Box
            component="main"
            sx={{
                display: 'flex',
                justifyContent: 'center',
                alignItems: 'center',
                p: 2,
                minHeight: '100vh',
            }}
        >
            <Card role="alert" aria-labelledby="signed-out-elsewhere-title" sx={{ maxWidth: 520 }}>
                <CardContent>
                    <Typography
                        id="signed-out-elsewhere-title"
                        variant="h5"
                        component="h1"
                        gutterBottom
                    >
                        {translate('app.session.signed_out_elsewhere_title')}
                    </Typography>
                    <Typography>{translate('app.session.signed_out_elsewhere')}</Typography>
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
                    <Button
                        ref={button}
                        variant="contained"
                        startIcon={<LoginIcon />}
                        onClick={() => void signInAgain()}
                    >
                        {translate('app.session.sign_in')}
                    </Button>
                </CardActions>
            </Card>
        </Box>
    );
};

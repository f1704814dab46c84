/** The permission-denied page of a blocked route. */
import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AccessDenial } from './access';

export const BlockedPage = ({ reason }: { reason: AccessDenial }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', mt: 8 }}>
            <Title title="app.access.denied" />
            <LockIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h4" component="h1" gutterBottom>
                {translate('app.access.denied')}
            </Typography>
            {reason === 'organization' && (
                <Typography color="text.secondary">
                    {translate('app.access.select_organization')}
                </Typography>
            )}
            <Button component={Link} to="/" sx={{ mt: 3 }}>
                {translate('app.access.back_home')}
            </Button>
        </Box>
    );
};

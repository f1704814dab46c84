/**
 * The page of a blocked route. A page the user's role may open once an organization is chosen
 * asks for one ("Choose an organization") rather than denying access: choosing one in the
 * header's selector then opens this very page (src/organization/useSwitchOrganization.ts).
 */
import BusinessIcon from '@mui/icons-material/Business';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AccessDenial } from './access';

export const BlockedPage = ({ reason }: { reason: AccessDenial }) => {
    const translate = useTranslate();
    const heading =
        reason === 'organization' ? 'app.access.choose_organization' : 'app.access.denied';
    return (
        <Box sx={{ textAlign: 'center', mt: 8 }}>
            <Title title={heading} />
            {reason === 'organization' ? (
                <BusinessIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
            ) : (
                <LockIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
            )}
            <Typography variant="h4" component="h1" gutterBottom>
                {translate(heading)}
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

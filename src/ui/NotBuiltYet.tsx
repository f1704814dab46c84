/** Stands in for a page whose issue has not landed yet. */
import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const NotBuiltYet = ({ titleKey }: { titleKey: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ textAlign: 'center', mt: 8 }}>
            <Title title={titleKey} />
            <ConstructionIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h4" component="h1" gutterBottom>
                {translate('app.not_built.title')}
            </Typography>
            <Typography color="text.secondary">{translate('app.not_built.text')}</Typography>
        </Box>
    );
};

/** The footer: the server's version (GET /version) and the console's own. */
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useCalls } from '../api/useCalls';
import { queryKeys } from '../api/cache/queryKeys';
import { FRONTEND_VERSION, type VersionApi } from '../api/versionApi';

export const Footer = () => {
    const translate = useTranslate();
    const calls = useCalls<VersionApi>();
    const { data: serverVersion } = useQuery({
        queryKey: queryKeys.version(),
        queryFn: () => calls.getServerVersion(),
        staleTime: Infinity,
        retry: false,
    });
    return (
        <Box
            component="footer"
            aria-label={translate('app.footer.label')}
            sx={{
                mt: 4,
                py: 2,
                display: 'flex',
                gap: 3,
                color: 'text.secondary',
                borderTop: 1,
                borderColor: 'divider',
            }}
        >
            <Typography variant="body2">
                {translate('app.footer.server', {
                    version: serverVersion ?? translate('app.footer.unknown'),
                })}
            </Typography>
            <Typography variant="body2">
                {translate('app.footer.console', { version: FRONTEND_VERSION })}
            </Typography>
        </Box>
    );
};

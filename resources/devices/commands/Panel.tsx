/** A titled section of the command panels (a landmark region named by its heading). */
import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const Panel = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Paper
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ p: 2, height: '100%' }}
        >
            <Stack spacing={1}>
                <Typography id={headingId} variant="h6" component="h2">
                    {translate(titleKey)}
                </Typography>
                {children}
            </Stack>
        </Paper>
    );
};

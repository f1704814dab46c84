/** The device's last diagnosis messages (GET /devices/{id}/diagnosis), newest first. */
import RefreshIcon from '@mui/icons-material/Refresh';
import {
    Box,
    IconButton,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { DeviceApi } from '../api';
import { normalizeDiagnosis } from '../diagnosis';

export const DiagnosisList = ({ id }: { id: Identifier }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const headingId = useId();
    const calls = useCalls<DeviceApi>();
    const [organizationId] = useCurrentOrganizationId();
    const { data, isFetching, refetch } = useQuery({
        queryKey: queryKeys.diagnosis(organizationId, id),
        queryFn: () => calls.getDeviceDiagnosis(id),
        select: normalizeDiagnosis,
    });
    const time = (ms: number | null) =>
        ms === null ? translate('devices.expert.no_time') : new Date(ms).toLocaleString(locale);
    return (
        <Box component="section" aria-labelledby={headingId}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id={headingId} variant="h6" component="h2">
                    {translate('devices.expert.messages')}
                </Typography>
                <IconButton
                    aria-label={translate('devices.expert.refresh')}
                    onClick={() => refetch()}
                    disabled={isFetching}
                >
                    <RefreshIcon />
                </IconButton>
            </Box>
            {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {data && data.length === 0 && (
                <Typography color="text.secondary">
                    {translate('devices.expert.no_messages')}
                </Typography>
            )}
            {data && data.length > 0 && (
                // A box that scrolls: a Tab stop of its own, named by the heading (a group, not
                // a second region of that name), so that the keyboard scrolls it and a screen
                // reader says what it holds (axe: scrollable-region-focusable).
                <Box
                    sx={{ maxHeight: 420, overflow: 'auto' }}
                    tabIndex={0}
                    role="group"
                    aria-labelledby={headingId}
                >
                    <Table size="small" aria-labelledby={headingId} stickyHeader>
                        <TableHead>
                            <TableRow>
                                <TableCell sx={{ width: 220 }}>
                                    {translate('devices.expert.time')}
                                </TableCell>
                                <TableCell>{translate('devices.expert.value')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map((message, index) => (
                                <TableRow key={`${message.time}-${index}`}>
                                    <TableCell sx={{ verticalAlign: 'top' }}>
                                        {time(message.time)}
                                    </TableCell>
                                    <TableCell>
                                        <Box
                                            component="pre"
                                            sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap' }}
                                        >
                                            {message.value}
                                        </Box>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            )}
        </Box>
    );
};

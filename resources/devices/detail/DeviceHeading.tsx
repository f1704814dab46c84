/**
 * The device page's heading block: the device's name as the page's h1 (focused after a
 * navigation, src/layout/pageFocus.ts), its health chip, when it was last seen, and its
 * integration and service by name, as links to their pages for users who may open them.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../src/auth/useAccess';
import { Heading } from '../../../src/ui/PageHeading';
import { integrationEditPath } from '../../integrations/paths';
import { serviceEditPath } from '../../services/paths';
import { LastSeen } from '../LastSeen';
import { HealthChip } from '../HealthChip';
import type { Device } from '../types';
import type { DeviceLookups } from '../useDeviceLookups';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box component="div" sx={{ display: 'flex', gap: 0.75, minWidth: 0, flexWrap: 'wrap' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
            {label}:
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {children}
        </Typography>
    </Box>
);

const NamedLink = ({ name, path }: { name: string; path: string | null }) =>
    path ? (
        <MuiLink component={Link} to={path}>
            {name}
        </MuiLink>
    ) : (
        <>{name}</>
    );

export const DeviceHeading = ({ lookups }: { lookups: DeviceLookups }) => {
    const translate = useTranslate();
    const { canOpen } = useAccess();
    const record = useRecordContext<Device>();
    const linkTo = (path: string) => (canOpen(path.split('?')[0]) ? path : null);
    const named = (name: string | undefined, id: Identifier, path: (id: Identifier) => string) => (
        <NamedLink name={name ?? String(id)} path={linkTo(path(id))} />
    );
    return (
        <>
            <Title title="resources.devices.edit" />
            {record && (
                <Box component="header" sx={{ mt: 1, minWidth: 0 }}>
                    <Box
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                            columnGap: 2,
                            rowGap: 1,
                        }}
                    >
                        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                            <Heading>{record.name}</Heading>
                        </Box>
                        <HealthChip device={record} />
                    </Box>
                    <Box
                        component="dl"
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            columnGap: 3,
                            rowGap: 0.5,
                            m: 0,
                            mt: 1,
                        }}
                    >
                        <Fact label={translate('devices.health.last_seen')}>
                            <LastSeen device={record} />
                        </Fact>
                        <Fact label={translate('resources.devices.fields.integrationId')}>
                            {named(
                                lookups.integration(record.integrationId)?.name,
                                record.integrationId,
                                integrationEditPath,
                            )}
                        </Fact>
                        <Fact label={translate('resources.devices.fields.mapping')}>
                            {record.mapping === null
                                ? translate('devices.detail.no_service')
                                : named(
                                      lookups.service(record.mapping)?.name,
                                      record.mapping,
                                      serviceEditPath,
                                  )}
                        </Fact>
                    </Box>
                </Box>
            )}
        </>
    );
};

/**
 * Step 3: what will happen to the service. For BY_LICENCE also the licences of its type:
 * available against already active services; "Not enough licences" when they do not exceed them.
 */
import {
    Alert,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceLicenceCheck } from '../../devices/activation/licences';
import type { ActivationOption } from '../../devices/activation/activationOptions';
import { serviceTypeLabelKey, type Service } from '../types';

interface Props {
    option: ActivationOption;
    service: Service;
    /** The licence check of the service's type; undefined while the licences load. */
    check: ServiceLicenceCheck | undefined;
}

const KEY = 'resources.services.activation';

export const ServiceConfirmStep = ({ option, service, check }: Props) => {
    const translate = useTranslate();
    const type = translate(serviceTypeLabelKey(service.type), { _: service.type });
    const byLicence = option === 'BY_LICENCE';
    return (
        <>
            <Typography sx={{ mb: 2 }}>
                {translate(`${KEY}.intro.${option}`, { name: service.name, type })}
            </Typography>
            {byLicence && !check && (
                <LinearProgress aria-label={translate(`${KEY}.loading_licences`)} />
            )}
            {byLicence && check && (
                <>
                    {/* Wider than a phone: the table scrolls within itself. */}
                    <TableContainer>
                        <Table size="small" aria-label={translate(`${KEY}.summary.label`)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(`${KEY}.summary.type`)}</TableCell>
                                    <TableCell align="right">
                                        {translate(`${KEY}.summary.active`)}
                                    </TableCell>
                                    <TableCell align="right">
                                        {translate(`${KEY}.summary.available`)}
                                    </TableCell>
                                    <TableCell>{translate(`${KEY}.summary.status`)}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                <TableRow>
                                    <TableCell>{type}</TableCell>
                                    <TableCell align="right">{check.active}</TableCell>
                                    <TableCell align="right">{check.available}</TableCell>
                                    <TableCell>
                                        {translate(
                                            `${KEY}.summary.${check.enough ? 'enough' : 'not_enough'}`,
                                        )}
                                    </TableCell>
                                </TableRow>
                            </TableBody>
                        </Table>
                    </TableContainer>
                    {!check.enough && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {translate(`${KEY}.not_enough`)}
                        </Alert>
                    )}
                </>
            )}
        </>
    );
};

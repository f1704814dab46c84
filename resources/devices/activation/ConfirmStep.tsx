/**
 * Step 3: what will happen, per function (tag). For BY_LICENCE also the licences: available
 * against requested + active; when any tag lacks licences, "Not enough licences".
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
import type { TagLicenceCheck } from './licences';
import type { ActivationOption } from './activationOptions';

interface Props {
    option: ActivationOption;
    requested: number;
    checks: TagLicenceCheck[];
    /** Selected devices without any function: they need no licence. */
    untagged: number;
    licencesPending: boolean;
}

export const tagLabelKey = (tag: string | null) => `deviceWizards.tags.${tag ?? 'none'}`;

export const ConfirmStep = ({ option, requested, checks, untagged, licencesPending }: Props) => {
    const translate = useTranslate();
    const byLicence = option === 'BY_LICENCE';
    const enough = checks.every(check => check.enough);
    return (
        <>
            <Typography sx={{ mb: 2 }}>
                {translate(`deviceWizards.activation.summary.intro.${option}`, {
                    smart_count: requested,
                })}
            </Typography>
            {byLicence && licencesPending && (
                <LinearProgress
                    aria-label={translate('deviceWizards.activation.loading_licences')}
                />
            )}
            {/* On a phone the licence columns scroll within the table, not the page. */}
            <TableContainer>
                <Table
                    size="small"
                    aria-label={translate('deviceWizards.activation.summary.label')}
                >
                    <TableHead>
                        <TableRow>
                            <TableCell>
                                {translate('deviceWizards.activation.summary.tag')}
                            </TableCell>
                            <TableCell align="right">
                                {translate('deviceWizards.activation.summary.requested')}
                            </TableCell>
                            {byLicence && (
                                <>
                                    <TableCell align="right">
                                        {translate('deviceWizards.activation.summary.active')}
                                    </TableCell>
                                    <TableCell align="right">
                                        {translate('deviceWizards.activation.summary.available')}
                                    </TableCell>
                                    <TableCell>
                                        {translate('deviceWizards.activation.summary.status')}
                                    </TableCell>
                                </>
                            )}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {checks.map(check => (
                            <TableRow key={check.tag}>
                                <TableCell>
                                    {translate(tagLabelKey(check.tag), { _: check.tag })}
                                </TableCell>
                                <TableCell align="right">{check.requested}</TableCell>
                                {byLicence && (
                                    <>
                                        <TableCell align="right">{check.active}</TableCell>
                                        <TableCell align="right">
                                            {licencesPending ? '…' : check.available}
                                        </TableCell>
                                        <TableCell>
                                            {licencesPending
                                                ? ''
                                                : check.enough
                                                  ? translate(
                                                        'deviceWizards.activation.summary.enough',
                                                    )
                                                  : translate(
                                                        'deviceWizards.activation.summary.missing',
                                                        {
                                                            smart_count:
                                                                check.requested +
                                                                check.active -
                                                                check.available,
                                                        },
                                                    )}
                                        </TableCell>
                                    </>
                                )}
                            </TableRow>
                        ))}
                        {untagged > 0 && (
                            <TableRow>
                                <TableCell>{translate(tagLabelKey(null))}</TableCell>
                                <TableCell align="right">{untagged}</TableCell>
                                {byLicence && (
                                    <>
                                        <TableCell />
                                        <TableCell />
                                        <TableCell>
                                            {translate(
                                                'deviceWizards.activation.summary.no_licence_needed',
                                            )}
                                        </TableCell>
                                    </>
                                )}
                            </TableRow>
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            {byLicence && !licencesPending && !enough && (
                <Alert severity="error" sx={{ mt: 2 }}>
                    {translate('deviceWizards.activation.not_enough')}
                </Alert>
            )}
        </>
    );
};

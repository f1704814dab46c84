/**
 * /dad/devices/device/export?id= (product specification sections 2, 5, 7 and 9): the readings
 * of a time-series device between two dates, as an .xlsx download.
 */
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useSearchParams } from 'react-router-dom';
import { devicePath } from '../paths';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { WizardExtras } from '../../../src/ui/WizardExtras';
import type { Device } from '../types';
import type { ExportApi } from '../calls/exportApi';
import { ExportDates } from './ExportDates';
import { localDay } from '../../../src/ui/localDay';
import { exportRange } from './exportRange';
import { exportFileName, exportTable } from './exportTable';
import { downloadWorkbook } from '../../../src/export';

const DAY_MS = 86_400_000;

type ExportDevice = Omit<Device, 'id'> & { id: Identifier };

const defaults = () => {
    const now = new Date();
    return { start: localDay(new Date(now.getTime() - 7 * DAY_MS)), end: localDay(now) };
};

const ExportWizard = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const calls = useCalls<ExportApi>();
    const [searchParams] = useSearchParams();
    const id = searchParams.get('id') ?? '';
    const [working, setWorking] = useState(false);
    const { data: device, isPending } = useGetOne<ExportDevice>(
        'devices',
        { id },
        { enabled: !!id },
    );

    const submit = async (values: Record<string, unknown>) => {
        if (!device) return;
        const start = String(values.start);
        const end = String(values.end);
        setWorking(true);
        try {
            const readings = await calls.exportDeviceReadings(device.id, exportRange(start, end));
            const list = Array.isArray(readings) ? readings : [];
            if (!list.length) {
                notify('deviceWizards.export.empty', { type: 'warning' });
                return;
            }
            const { columns, rows } = exportTable(list);
            await downloadWorkbook(
                exportFileName(device.name, device.deviceId, start, end),
                columns,
                rows,
            );
            notify('deviceWizards.export.done', {
                type: 'success',
                messageArgs: { smart_count: rows.length },
            });
        } catch {
            // An API failure opens the error modal; the form stays as it was.
        } finally {
            setWorking(false);
        }
    };

    return (
        <>
            <PageHeading titleKey="deviceWizards.export.title" />
            {device && (
                <Typography sx={{ mt: 1, mb: 2 }}>
                    {translate('deviceWizards.export.device', {
                        name: device.name,
                        deviceId: device.deviceId,
                    })}
                </Typography>
            )}
            {!id && <Alert severity="error">{translate('deviceWizards.export.no_device')}</Alert>}
            {device && !device.isTSD && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate('deviceWizards.export.not_tsd')}
                </Alert>
            )}
            {!!id && !isPending && (
                <Wizard
                    defaultValues={defaults()}
                    onSubmit={submit}
                    submitLabel="deviceWizards.export.action"
                    submitting={working || !device?.isTSD}
                    extraActions={<WizardExtras working={working} backTo={devicePath(id)} />}
                    steps={[
                        {
                            labelKey: 'deviceWizards.export.steps.range',
                            content: <ExportDates />,
                            fields: ['start', 'end'],
                        },
                    ]}
                />
            )}
        </>
    );
};

export default ExportWizard;

/**
 * The device page's footer: Undo and Save as in src/ui/EditFooter.tsx (enabled only when the
 * form differs from the saved device; Save also needs a valid form), Export (admins, devices with
 * time-series data) and Remove.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import {
    DeleteWithConfirmButton,
    SaveButton,
    Toolbar,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../src/auth/useAccess';
import { DEVICE_PATHS, deviceExportPath } from '../paths';
import type { Device } from '../types';

export const DeviceFooter = () => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const { can } = useAccess();
    const { reset } = useFormContext();
    const { isDirty, isValid, isSubmitting } = useFormState();
    if (!record) return null;
    const canExport = can('editItems') && !!record.isTSD;
    return (
        <Toolbar sx={{ gap: 2 }}>
            <Button
                startIcon={<UndoIcon />}
                disabled={!isDirty || isSubmitting}
                onClick={() => reset()}
            >
                {translate('app.action.undo')}
            </Button>
            <SaveButton label="app.action.save" disabled={!isDirty || !isValid || isSubmitting} />
            <Button
                component={Link}
                to={deviceExportPath(record.id)}
                startIcon={<FileDownloadIcon />}
                disabled={!canExport}
            >
                {translate('devices.detail.export')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <DeleteWithConfirmButton
                label="app.action.remove"
                mutationMode="pessimistic"
                redirect={DEVICE_PATHS.list}
                disabled={!can('remove') || isSubmitting}
                mutationOptions={{ onError: () => undefined }}
            />
        </Toolbar>
    );
};

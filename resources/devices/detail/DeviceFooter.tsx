/**
 * The device page's footer: Undo and Save as in src/ui/EditFooter.tsx (enabled only when the
 * form differs from the saved device; Save also needs a valid form), Export (admins, devices with
 * time-series data) and Remove. Leaving with unsaved changes asks first, the Export link too; a
 * successful removal returns to the list without asking.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import {
    DeleteWithConfirmButton,
    SaveButton,
    Toolbar,
    useNotify,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { allowNextLeave } from '../../../src/routing/leaveGuard';
import { UnsavedChangesGuard } from '../../../src/ui/UnsavedChangesGuard';
import { useAccess } from '../../../src/auth/useAccess';
import { DEVICE_PATHS, deviceExportPath } from '../paths';
import type { Device } from '../types';

export const DeviceFooter = () => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const { can } = useAccess();
    const { reset } = useFormContext();
    const { isDirty, isValid, isSubmitting } = useFormState();
    const notify = useNotify();
    const navigate = useNavigate();
    if (!record) return null;
    const canExport = can('editItems') && !!record.isTSD;
    return (
        <Toolbar sx={{ gap: 2 }}>
            <UnsavedChangesGuard />
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
                disabled={!can('remove') || isSubmitting}
                mutationOptions={{
                    onError: () => undefined,
                    onSuccess: () => {
                        notify('ra.notification.deleted', {
                            type: 'info',
                            messageArgs: { smart_count: 1 },
                        });
                        allowNextLeave();
                        navigate(DEVICE_PATHS.list);
                    },
                }}
            />
        </Toolbar>
    );
};

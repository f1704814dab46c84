/**
 * The device page's footer: Undo and Save as in src/ui/EditFooter.tsx (enabled only when the
 * form differs from the saved device; Save also needs a valid form), Export (admins, devices with
 * time-series data) and Remove. Leaving with unsaved changes asks first, the Export link too; a
 * successful removal returns to the list without asking. Users who may not use a button see it
 * disabled with the reason.
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
import { Link, useNavigate } from 'react-router-dom';
import { allowNextLeave } from '../../../src/routing/leaveGuard';
import { TOOLBAR_IN_FLOW } from '../../../src/ui/toolbarInFlow';
import { UnsavedChangesGuard } from '../../../src/ui/UnsavedChangesGuard';
import { useCapability } from '../../../src/auth/useCapability';
import { ConflictGuard } from '../../../src/ui/ConflictGuard';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { DEVICE_PATHS, deviceExportPath } from '../paths';
import type { Device } from '../types';
import { useNotifyRemoved } from '../../../src/crud/useNotifyRemoved';

export const DeviceFooter = () => {
    const translate = useTranslate();
    const record = useRecordContext<Device>();
    const edit = useCapability('editItems');
    const remove = useCapability('remove');
    const { reset } = useFormContext();
    const { isDirty, isValid, isSubmitting } = useFormState();
    const { notifyOne } = useNotifyRemoved('devices');
    const navigate = useNavigate();
    if (!record) return null;
    const exportReason =
        edit.reason ?? (record.isTSD ? undefined : translate('devices.detail.export_needs_tsd'));
    return (
        // On a phone, fixed to the bottom edge only while there is something to save: it would
        // lie over the readings chart below the form.
        <Toolbar
            sx={{ gap: 2, flexWrap: 'wrap' }}
            className={isDirty ? undefined : TOOLBAR_IN_FLOW}
        >
            <UnsavedChangesGuard />
            <ConflictGuard />
            <DisabledReason reason={edit.reason}>
                <Button
                    startIcon={<UndoIcon />}
                    disabled={!edit.allowed || !isDirty || isSubmitting}
                    onClick={() => reset()}
                >
                    {translate('app.action.undo')}
                </Button>
            </DisabledReason>
            <DisabledReason reason={edit.reason}>
                <SaveButton
                    label="app.action.save"
                    disabled={!edit.allowed || !isDirty || !isValid || isSubmitting}
                />
            </DisabledReason>
            <DisabledReason reason={exportReason}>
                <Button
                    component={Link}
                    to={deviceExportPath(record.id)}
                    startIcon={<FileDownloadIcon />}
                    disabled={!!exportReason}
                >
                    {translate('devices.detail.export')}
                </Button>
            </DisabledReason>
            <Box sx={{ flex: 1 }} />
            <DisabledReason reason={remove.reason}>
                <DeleteWithConfirmButton
                    label="app.action.remove"
                    confirmTitle="app.remove.title"
                    confirmContent="app.remove.content"
                    mutationMode="pessimistic"
                    disabled={!remove.allowed || isSubmitting}
                    mutationOptions={{
                        onError: () => undefined,
                        onSuccess: data => {
                            notifyOne(data, record);
                            allowNextLeave();
                            navigate(DEVICE_PATHS.list);
                        },
                    }}
                />
            </DisabledReason>
        </Toolbar>
    );
};

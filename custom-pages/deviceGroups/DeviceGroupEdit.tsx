/**
 * /dad/deviceGroups/deviceGroup?id=: the group's settings (Undo and Save for admins, read-only for
 * everyone else) and the command panels that send to the whole group.
 */
import { Box, Card, CircularProgress } from '@mui/material';
import { EditBase, ResourceContextProvider, useEditContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
    deviceGroupPayload,
    type DeviceGroupFormValues,
} from '../../resources/deviceGroups/deviceGroupPayload';
import { deviceGroupPaths } from '../../resources/deviceGroups/paths';
import { PageHeading } from '../../src/ui/PageHeading';
import { DeviceGroupCommands } from './DeviceGroupCommands';
import { DeviceGroupForm } from './DeviceGroupForm';
import { useGroupIntegrations } from './useGroupIntegrations';

const Content = () => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext();
    if (isPending || !record) {
        return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
    }
    return (
        <>
            <Card sx={{ mt: 2 }}>
                <DeviceGroupForm />
            </Card>
            <Box sx={{ mt: 3 }}>
                <DeviceGroupCommands />
            </Box>
        </>
    );
};

export const DeviceGroupEdit = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const { typeOf } = useGroupIntegrations();
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <ResourceContextProvider value="deviceGroups">
            <PageHeading titleKey="resources.deviceGroups.edit" />
            <EditBase
                resource="deviceGroups"
                id={id}
                mutationMode="pessimistic"
                redirect={() => deviceGroupPaths.list}
                queryOptions={{ onError: () => navigate(deviceGroupPaths.list) }}
                mutationOptions={{ onError: () => undefined }}
                transform={(values: DeviceGroupFormValues) =>
                    deviceGroupPayload(values, typeOf(values.integrationId ?? undefined))
                }
            >
                <Content />
            </EditBase>
        </ResourceContextProvider>
    );
};

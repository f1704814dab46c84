/** /dad/datasharing/sharing?id=: a data sharing's detail and edit page (PATCH /sharing). */
import { Card, CircularProgress } from '@mui/material';
import { EditBase, ResourceContextProvider, useEditContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dataSharingPaths } from '../../resources/dataSharing/paths';
import { PageHeading } from '../../src/ui/PageHeading';
import { DataSharingForm } from './DataSharingForm';

const Content = () => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext();
    if (isPending || !record) {
        return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
    }
    return (
        <Card sx={{ mt: 2 }}>
            <DataSharingForm />
        </Card>
    );
};

export const DataSharingEdit = () => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <ResourceContextProvider value="dataSharing">
            <PageHeading titleKey="resources.dataSharing.edit" />
            <EditBase
                resource="dataSharing"
                id={id}
                mutationMode="pessimistic"
                redirect={() => dataSharingPaths.list}
                queryOptions={{ onError: () => navigate(dataSharingPaths.list) }}
                mutationOptions={{ onError: () => undefined }}
            >
                <Content />
            </EditBase>
        </ResourceContextProvider>
    );
};

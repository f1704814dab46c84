/** /dad/datasharing/sharing?id=: a data sharing's detail and edit page (PATCH /sharing). */
import { dataSharingPaths } from '../paths';
import { EditPage } from '../../../src/crud/EditPage';
import { DataSharingForm } from './DataSharingForm';

export const DataSharingEdit = () => (
    <EditPage resource="dataSharing" listPath={dataSharingPaths.list}>
        <DataSharingForm />
    </EditPage>
);

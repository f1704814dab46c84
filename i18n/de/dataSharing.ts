/** German messages of the dataSharing area. */
import type { DataSharingMessages } from '../en/dataSharing';

const dataSharing: DataSharingMessages = {
    resources: {
        dataSharing: {
            name: 'Datenfreigabe |||| Datenfreigaben',
            fields: { name: 'Name' },
            add: 'Datenfreigabe hinzufügen',
            edit: 'Datenfreigabe',
        },
    },
};

export default dataSharing;

/** Italian messages of the dataSharing area. */
import type { DataSharingMessages } from '../en/dataSharing';

const dataSharing: DataSharingMessages = {
    resources: {
        dataSharing: {
            name: 'Condivisione dati |||| Condivisioni dati',
            fields: { name: 'Nome' },
            add: 'Aggiungi condivisione dati',
            edit: 'Condivisione dati',
        },
    },
};

export default dataSharing;

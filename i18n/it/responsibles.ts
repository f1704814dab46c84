/** Italian messages of the responsibles area. */
import type { ResponsiblesMessages } from '../en/responsibles';

const responsibles: ResponsiblesMessages = {
    resources: {
        responsibles: {
            name: 'Responsabile |||| Responsabili',
            fields: {
                name: 'Nome',
                email: 'Email',
            },
        },
    },
};

export default responsibles;

/** German messages of the responsibles area. */
import type { ResponsiblesMessages } from '../en/responsibles';

const responsibles: ResponsiblesMessages = {
    resources: {
        responsibles: {
            name: 'Verantwortliche Person |||| Verantwortliche',
            fields: {
                name: 'Name',
                email: 'E-Mail',
            },
        },
    },
};

export default responsibles;

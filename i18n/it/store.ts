/** Italian messages of the service store and booking. */
import type { StoreMessages } from '../en/store';

const store: StoreMessages = {
    store: {
        title: 'Negozio dei servizi',
    },
};

export default store;

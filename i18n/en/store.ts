/** English messages of the service store and booking. */
const store = {
    store: {
        title: 'Service Store',
    },
};

export default store;

export type StoreMessages = typeof store;

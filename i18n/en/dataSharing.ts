/** English messages of the dataSharing area. */
const dataSharing = {
    resources: {
        dataSharing: {
            name: 'Data sharing |||| Data Sharings',
            fields: { name: 'Name' },
            add: 'Add data sharing',
            edit: 'Data sharing',
        },
    },
};

export default dataSharing;

export type DataSharingMessages = typeof dataSharing;

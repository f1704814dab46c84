/** English messages of the responsibles area. */
const responsibles = {
    resources: {
        responsibles: {
            name: 'Responsible |||| Responsibles',
            fields: {
                name: 'Name',
                email: 'Email',
            },
        },
    },
};

export default responsibles;

export type ResponsiblesMessages = typeof responsibles;

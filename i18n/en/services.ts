/** English messages of the services area. */
const services = {
    resources: {
        services: {
            name: 'Service |||| Services',
            fields: { name: 'Name', type: 'Type', isEnabled: 'Activated' },
            add: 'Add service',
            edit: 'Service',
        },
    },
};

export default services;

export type ServicesMessages = typeof services;

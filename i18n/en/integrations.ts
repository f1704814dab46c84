/** English messages of the integrations area. */
const integrations = {
    resources: {
        integrations: {
            name: 'Integration |||| Integrations',
            fields: { name: 'Name', type: 'Type' },
            add: 'Add integration',
            edit: 'Integration',
        },
    },
};

export default integrations;

export type IntegrationsMessages = typeof integrations;

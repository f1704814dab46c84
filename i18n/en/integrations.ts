/** English messages of the integrations area. */
const integrations = {
    resources: {
        integrations: {
            name: 'Integration |||| Integrations',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'integration',
            purpose:
                'Integrations connect the organization to its IoT network providers; devices are onboarded through them.',
            empty: 'No integrations yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Integration created |||| %{smart_count} integrations created',
                updated: 'Integration updated |||| %{smart_count} integrations updated',
                deleted: 'Integration removed |||| %{smart_count} integrations removed',
            },
            fields: {
                id: 'ID',
                name: 'Name',
                type: 'Type',
                details: {
                    infoList: {
                        url: 'URL',
                        applicationId: 'Application ID',
                        apiToken: 'API key',
                        username: 'Username',
                        password: 'Password',
                        clientId: 'Client ID',
                        integrationSecret: 'Client secret',
                        as_id: 'AS ID',
                        as_key: 'AS key',
                        connectivityPlanId: 'Connectivity plan ID',
                        organizationId: 'Organization ID',
                        folder: 'Folder',
                        driverInstance: 'Driver instance',
                    },
                },
            },
            add: 'Add integration',
            none_to_choose:
                'No integration to choose from yet: devices come through an integration. Add one first.',
            edit: 'Integration',
            types: {
                CHIRPSTACK_V3: 'ChirpStack v3',
                CHIRPSTACK_V4: 'ChirpStack v4',
                MQTT: 'MQTT',
                REST: 'REST',
                SWISSCOM: 'Swisscom',
                DIGIMONDO: 'Digimondo',
                WEBHOOK_DIGIMONDO: 'Digimondo webhook',
                ELEMENT: 'Element',
            },
            wizard: {
                name: 'Integration name',
                type: 'Type and settings',
            },
            action: {
                generate: 'Generate',
            },
            helper: {
                client_id: 'Always the same as the username',
                swisscom_credentials: 'Sign in with a username and password, or with an API key.',
                element_waiting: 'Enter the URL and the API key to load the choices.',
                element_failed: 'The choices could not be loaded.',
            },
            validation: {
                swisscom_credentials: 'Enter a username and password, or an API key',
            },
            uplink: {
                label: 'Uplink address (example)',
                helper: 'Replace %{placeholder} with the device ID of the device that sends the reading.',
                copy: 'Copy',
                copied: 'Copied',
                copy_failed: 'Could not copy to the clipboard',
            },
        },
    },
};

export default integrations;

export type IntegrationsMessages = typeof integrations;

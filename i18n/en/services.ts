/** English messages of the services area: list, add, edit and activation. */
const services = {
    resources: {
        services: {
            name: 'Service |||| Services',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'service',
            purpose:
                "Services bring the organization's devices into a smart-city application, such as smart lighting.",
            empty: 'No services yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Service created |||| %{smart_count} services created',
                updated: 'Service updated |||| %{smart_count} services updated',
                deleted: 'Service removed |||| %{smart_count} services removed',
            },
            fields: { id: 'ID', name: 'Name', type: 'Type', isEnabled: 'Activated' },
            add: 'Add service',
            edit: 'Service',
            types: {
                SLS: 'Smart Lighting (SLS)',
                STS: 'Traffic Monitoring (STS)',
                SVS: 'Smart Valve (SVS)',
                SES: 'Environmental Monitoring (SES)',
            },
            footer: { undo: 'Undo Changes', save: 'Save Changes' },
            list: {
                edit_activation: 'Edit Service Activation',
                add: 'Add Service',
            },
            wizard: {
                name: 'Name',
                type: 'Service type',
            },
            activation: {
                title: 'Edit service activation',
                steps: {
                    option: 'Activation option',
                    service: 'Select service',
                    confirm: 'Confirm',
                },
                list_disabled: 'Services not activated',
                list_enabled: 'Activated services',
                no_candidates: 'No services to show for this option.',
                select_one: 'Select a service to go on.',
                loading: 'Loading the services',
                intro: {
                    BY_LICENCE:
                        'The service "%{name}" of type %{type} will be activated by licence.',
                    AS_ADMIN: 'The service "%{name}" of type %{type} will be activated as admin.',
                    NO_ACTIVATION: 'The service "%{name}" of type %{type} will be deactivated.',
                },
                summary: {
                    label: 'Licences of the service type',
                    type: 'Service type',
                    active: 'Already active',
                    available: 'Available licences',
                    status: 'Licences',
                    enough: 'Enough',
                    not_enough: 'Not enough',
                },
                loading_licences: 'Loading the licences',
                not_enough: 'Not enough licences',
                action: {
                    BY_LICENCE: 'Activate',
                    AS_ADMIN: 'Activate',
                    NO_ACTIVATION: 'Deactivate',
                },
                done: {
                    BY_LICENCE: 'Service %{name} activated',
                    AS_ADMIN: 'Service %{name} activated',
                    NO_ACTIVATION: 'Service %{name} deactivated',
                },
            },
        },
    },
};

export default services;

export type ServicesMessages = typeof services;

/** English messages of the responsibles area. */
const responsibles = {
    resources: {
        responsibles: {
            name: 'Responsible |||| Responsibles',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'responsible',
            purpose:
                'Responsibles are the people told of alarms, each with a plan of alarm types and service times.',
            empty: 'No responsibles yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Responsible created |||| %{smart_count} responsibles created',
                updated: 'Responsible updated |||| %{smart_count} responsibles updated',
                deleted: 'Responsible removed |||| %{smart_count} responsibles removed',
            },
            fields: {
                name: 'Name',
                email: 'Email',
                plans: 'Responsibility plan',
            },
            add: 'Add responsible',
            edit: 'Edit responsible',
            steps: {
                person: 'Name and email',
                plan: 'Responsibility plan',
            },
            plan: {
                intro: 'Switch on the organization or the services this person is responsible for, then choose the alarm types and the service times.',
                organization: 'Organization',
                service: 'Service',
                alarm_types: 'Alarm types',
                service_times: 'Service times',
                start: 'Start',
                end: 'End',
                day_start: '%{day} start',
                day_end: '%{day} end',
                next_day: 'Next day (%{day})',
                day_off: 'No service',
                loading: 'Loading the organization and its services…',
                load_failed: 'The services could not be loaded; the plan cannot be edited now.',
            },
            weekdays: {
                monday: 'Monday',
                tuesday: 'Tuesday',
                wednesday: 'Wednesday',
                thursday: 'Thursday',
                friday: 'Friday',
                saturday: 'Saturday',
                sunday: 'Sunday',
            },
            validation: {
                alarm_types: 'Choose at least one alarm type',
                night_does_not_fit:
                    'Continues until %{end} on %{next}, but %{next} starts at %{start} (one time span a day). Let %{next} start at 00:00 or switch it off.',
            },
        },
    },
    /** Who is on duty now, by the responsibles' plans (resources/responsibles/onDuty.ts). */
    duty: {
        on_duty: 'On duty',
        off_duty: 'Off duty',
        column: 'On duty now',
        filter: {
            label: 'Duty',
            on: 'On duty now',
            off: 'Off duty now',
        },
        names: 'On duty: %{names}',
        nobody: 'Nobody on duty',
    },
};

export default responsibles;

export type ResponsiblesMessages = typeof responsibles;

/** English messages of the devices area: the device list, the device page, expert mode, commands. */
const devices = {
    resources: {
        devices: {
            name: 'Device |||| Devices',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'device',
            purpose:
                'Devices are the sensors and actuators of the organization, onboarded through an integration or registered from a CSV file.',
            empty: 'No devices yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Device created |||| %{smart_count} devices created',
                updated: 'Device updated |||| %{smart_count} devices updated',
                deleted: 'Device removed |||| %{smart_count} devices removed',
            },
            /** The selection bar's title. */
            selected: '1 device selected |||| %{smart_count} devices selected',
            fields: {
                name: 'Name',
                description: 'Description',
                deviceId: 'Device ID',
                typeLabel: 'Type',
                integrationId: 'Integration',
                mapping: 'Service',
                tags: 'Tag',
                isEnabled: 'Activation',
                location: 'Location',
                updateInterval: 'Update interval (seconds)',
                isTSD: 'Time-series data (TSD)',
                details: {
                    vendor: 'Vendor',
                    deviceType: 'Device type',
                    firmware: 'Firmware',
                },
            },
            add: 'Add device',
            edit: 'Device',
        },
    },
    devices: {
        list: {
            edit_activation: 'Edit devices activation',
            register: 'Register devices',
            onboard: 'Onboard devices',
        },
        health: {
            label: 'Health',
            online: 'Online',
            silent: 'Silent',
            never: 'Never seen',
            noInterval: 'No interval',
            last_seen: 'Last seen',
            never_seen: 'Never',
            no_devices: 'No devices yet.',
            count: '%{health}: %{count}',
        },
        activation: {
            enabled: 'Enabled',
            disabled: 'Disabled',
        },
        tags: {
            external: 'External',
            lighting: 'Lighting',
            'light-segment': 'Light segment',
            valve: 'Valve',
            environment: 'Environment',
            traffic: 'Traffic',
        },
        detail: {
            export: 'Export',
            export_needs_tsd: 'Only devices with time-series data (TSD) can be exported.',
            no_service: 'No service',
            tsd_read_only: 'Only system admins can change this.',
        },
        readings: {
            title: 'Readings',
            period: 'Period',
            periods: {
                day: 'Last 24 hours',
                week: 'Last 7 days',
                month: 'Last 30 days',
                custom: 'Custom',
            },
            from: 'From',
            to: 'To',
            show: 'Show',
            end_before_start: 'The end date must not be before the start date.',
            loading: 'Loading readings…',
            error: 'The readings could not be loaded.',
            retry: 'Try again',
            empty: 'No readings in this period',
            chart_label: 'Chart of the readings over the period: %{fields}',
            summary: 'Numeric fields in this period',
            field: 'Field',
            latest: 'Latest',
            min: 'Minimum',
            max: 'Maximum',
            latest_time: 'Latest at',
            other: 'Latest readings of the other fields',
            time: 'Time',
            admins_only:
                'Readings are shown to admins only: like their export, they are part of exporting device data.',
            needs_tsd:
                'This device keeps no time-series data (TSD), so there are no readings to show.',
        },
        expert: {
            title: 'Expert mode',
            mode: 'Expert mode',
            unavailable: 'Expert mode needs an enabled device and admin rights.',
            messages: 'Diagnosis messages',
            no_messages: 'No messages found',
            refresh: 'Refresh messages',
            time: 'Time',
            value: 'Value',
            no_time: 'unknown time',
        },
        commands: {
            defined: 'Defined commands',
            command: 'Command',
            no_commands: 'This device type has no defined commands.',
            custom: 'Custom message',
            fport: 'fPort',
            hex_payload: 'Payload (hex)',
            json_payload: 'Payload (JSON)',
            not_supported: 'Not supported',
            send: 'Send',
            sending: 'Sending…',
            sent: 'Command sent',
        },
        validation: {
            fport_required: 'fPort is required',
            fport_positive: 'fPort must be greater than 0',
            payload_required: 'Payload is required',
            payload_capitalized: 'Payload must be capitalized',
            payload_hex: 'Payload must be valid hex',
            payload_json: 'Payload must be valid JSON',
            interval_digits: 'Only numbers are allowed as input',
            integer: 'Must be a whole number',
            interval_minimum: 'Minimum 60 seconds',
            interval_too_large: 'The number is too large',
        },
    },
};

export default devices;

export type DevicesMessages = typeof devices;

/** English messages of the devices area: the device list, the device page, expert mode, commands. */
const devices = {
    resources: {
        devices: {
            name: 'Device |||| Devices',
            purpose:
                'Devices are the sensors and actuators of the organization, onboarded through an integration or registered from a CSV file.',
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
            all: 'All',
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

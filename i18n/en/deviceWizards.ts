/** English messages of the deviceWizards area: activation, registration, onboarding, export. */
const deviceWizards = {
    deviceWizards: {
        common: {
            integration: 'Integration',
            search: 'Search',
            name: 'Name',
            device_id: 'Device ID',
            type: 'Type',
            function: 'Function',
            service: 'Service',
            no_service: 'No service',
            vendor: 'Vendor',
            device_type: 'Device type',
            firmware: 'Firmware',
            cancel: 'Cancel',
            working: 'Working…',
            selected: '%{smart_count} device selected |||| %{smart_count} devices selected',
            select_shown: 'Select all %{smart_count} shown',
            clear_selection: 'Clear selection',
            select_row: 'Select device %{name}',
            select_one: 'Select at least one device to go on.',
        },
        tags: {
            external: 'External',
            lighting: 'Lighting',
            valve: 'Valve',
            'light-segment': 'Light segment',
            environment: 'Environment',
            traffic: 'Traffic',
            none: 'No function',
        },
        activation: {
            title: 'Edit devices activation',
            steps: {
                option: 'Activation option',
                devices: 'Select devices',
                confirm: 'Confirm',
            },
            option_label: 'Activation option',
            options: {
                BY_LICENCE: 'Activate by licence',
                AS_ADMIN: 'Activate as admin (system admins only)',
                NO_ACTIVATION: 'Deactivate',
            },
            list_disabled: 'Disabled devices',
            list_enabled: 'Enabled devices',
            no_candidates: 'No devices to show for this option.',
            loading_licences: 'Loading the licences',
            not_enough: 'Not enough licences',
            summary: {
                label: 'Summary per function',
                intro: {
                    BY_LICENCE:
                        '%{smart_count} device will be activated by licence. |||| %{smart_count} devices will be activated by licence.',
                    AS_ADMIN:
                        '%{smart_count} device will be activated as admin. |||| %{smart_count} devices will be activated as admin.',
                    NO_ACTIVATION:
                        '%{smart_count} device will be deactivated. |||| %{smart_count} devices will be deactivated.',
                },
                tag: 'Function',
                requested: 'Selected',
                active: 'Already active',
                available: 'Available licences',
                status: 'Licences',
                enough: 'Enough',
                missing: '%{smart_count} missing |||| %{smart_count} missing',
                no_licence_needed: 'No licence needed',
            },
            action: {
                BY_LICENCE: 'Activate',
                AS_ADMIN: 'Activate',
                NO_ACTIVATION: 'Deactivate',
            },
            done: {
                BY_LICENCE: '%{smart_count} device activated |||| %{smart_count} devices activated',
                AS_ADMIN: '%{smart_count} device activated |||| %{smart_count} devices activated',
                NO_ACTIVATION:
                    '%{smart_count} device deactivated |||| %{smart_count} devices deactivated',
            },
        },
        register: {
            title: 'Register devices',
            steps: {
                integration: 'Integration',
                file: 'CSV file',
            },
            file_help:
                'One device per row. The first row names the columns: name, deviceId, vendor, deviceType, firmware (required), description, tag, serviceId, location, updateInterval (optional). Separator: comma or semicolon. Encoding: UTF-8, UTF-16 (with a byte order mark) or Windows-1252 (what Excel writes as “CSV”). A first line sep=; or sep=, (Excel) names the separator. At most %{max} MB.',
            choose_file: 'Choose CSV file',
            template: 'Download template',
            update_existing: 'Update existing devices (not available)',
            reading: 'Reading the file… %{percent} %',
            reading_label: 'Reading the file',
            file_problems: {
                empty: 'The file is empty.',
                no_rows: 'The file has no device rows below its first row.',
                wrong_separator: 'Separate the columns with , or ; (comma or semicolon).',
                quotes: 'Line %{line}: a double quote (") is not closed, or text follows a closing quote. Write "" for a quote inside a quoted value.',
                too_large: 'The file is larger than %{max} MB. Split it into several files.',
                binary: 'This is not a CSV text file. Save the table as CSV (UTF-8) and choose that file.',
                unreadable:
                    'The file could not be read. Choose it again, or save it anew as CSV (UTF-8).',
            },
            rows_read: '%{smart_count} row read |||| %{smart_count} rows read',
            missing_columns: 'Required columns missing in the first row: %{columns}',
            ignored_columns: 'Unknown columns, ignored: %{columns}',
            bad_rows:
                '%{smart_count} row has problems. Nothing is registered until the file is fixed. |||| %{smart_count} rows have problems. Nothing is registered until the file is fixed.',
            all_good:
                '%{smart_count} device is ready to register. |||| All %{smart_count} devices are ready to register.',
            only_problems: 'Only rows with problems',
            preview: 'Rows of the file',
            no_rows: 'No rows to show.',
            line: 'Line',
            problems_column: 'Problems',
            row_ok: 'OK',
            problems: {
                missing_column: 'Column %{column} is missing',
                missing_value: '%{column} is required',
                too_long: '%{column} is longer than %{value} characters',
                text_empty: '%{column} is empty once invisible characters are removed',
                text_bidi: '%{column} holds bidirectional control characters',
                text_control: '%{column} holds control characters',
                duplicate_device_id: 'deviceId also in line %{value}',
                known_device_id: 'deviceId %{value} is already registered',
                malformed_device_id: 'deviceId %{value}: use 1 to 64 letters, digits and - _ : .',
                device_id_not_deveui: 'deviceId %{value} is not a DevEUI of 16 hex digits',
                tag_not_allowed: 'Function %{value} is not allowed for this integration',
                update_interval_digits: 'updateInterval: Only numbers are allowed as input',
                update_interval_minimum: 'updateInterval: Minimum 60 seconds (or 0)',
                update_interval_too_large: 'updateInterval: The number is too large',
                too_many_values:
                    'More values than the %{value} columns of the first row: put a value that contains the separator in double quotes',
                row_separator: 'The values are not separated like the first row',
                unsupported_device_type: 'Device type %{value} is not supported',
                unknown_service: 'Service %{value} is not a service of this organization',
            },
            action: 'Register',
            done: '%{smart_count} device registered |||| %{smart_count} devices registered',
        },
        onboard: {
            title: 'Onboard devices',
            steps: {
                integration: 'Integration',
                devices: 'Devices',
                type: 'Device type and function',
                service: 'Service',
            },
            generated_id: 'Generated, unique: the device sends its readings with this ID',
            provider_devices: 'New devices of the integration',
            mixed_types:
                'The selected devices are of different types (%{types}). The type is set for all devices onboarded together: select devices of one type, then onboard the others in another run.',
            reported_type: 'The integration reports the selected devices as %{type}: chosen below.',
            no_new_devices: 'The integration reports no devices that are not onboarded yet.',
            action: 'Onboard',
            done: '%{smart_count} device onboarded |||| %{smart_count} devices onboarded',
        },
        export: {
            title: 'Export data',
            steps: {
                range: 'Period',
            },
            device: '%{name} (%{deviceId})',
            start: 'Start date',
            end: 'End date',
            no_device: 'No device given.',
            not_tsd: 'Only time-series devices (TSD) can export their data.',
            errors: {
                required: 'Date is required',
                start_after_end: 'The start date must not be after the end date',
                end_too_early: 'The end date must be at least 2 days after the start date',
            },
            action: 'Export',
            empty: 'No readings in this period',
            done: '%{smart_count} reading exported |||| %{smart_count} readings exported',
        },
    },
};

export default deviceWizards;

export type DeviceWizardsMessages = typeof deviceWizards;

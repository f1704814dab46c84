/** English messages of the console's core: layout, access, home, settings, organizations. */
const en = {
    app: {
        title: 'IoT Console',
        /** The tab's title led by a count (the open alarms): "(3) Alarms – IoT Console". */
        title_count: '(%{count}) %{title}',
        loading: 'Loading the console…',
        boot_failed: 'The console could not start: %{reason}',
        menu: {
            label: 'Main navigation',
            home: 'Home',
        },
        organization: {
            label: 'Organization',
            none: 'No organization selected',
            empty: 'No organizations available',
            search: 'Search organizations',
            no_match: 'No organization matches “%{query}”',
            not_yours_shown:
                'You cannot open the organization with ID %{requested}, so %{shown} is shown instead.',
            not_yours_none:
                'You cannot open the organization with ID %{requested}. No organization is selected.',
        },
        breadcrumb: {
            label: 'Breadcrumb',
        },
        /** The theme menu in the header: its button names the choice in force. */
        theme: {
            menu: 'Theme',
            label: 'Theme: %{choice}',
            light: 'Light',
            dark: 'Dark',
            system: 'Follow the system',
        },
        /** The header's language menu button: what it is, then the language in force. */
        language_menu: 'Language: %{language}',
        /** The user menu button: the name shown, then what the button is. */
        user_menu: '%{name} (Profile)',
        footer: {
            label: 'Versions',
            server: 'Server version %{version}',
            console: 'Console version %{version}',
            unknown: 'unknown',
        },
        error: {
            title: 'Oops, something went wrong!',
            default_text: 'An unexpected error occurred.',
            no_details: 'The server reported an error without details.',
            server_unavailable: 'Please try again later or contact your service admin',
            acknowledge: 'OK',
        },
        access: {
            denied: 'Permission denied',
            choose_organization: 'Choose an organization',
            select_organization: 'Select an organization in the header to open this page.',
            back_home: 'Back to home',
            admins_only: 'Only organization admins and system admins can do this.',
            system_admins_only: 'Only system admins can do this.',
        },
        script_editor: {
            loading: 'Loading the code editor…',
            tab_moves:
                'Tab moves to the next field and Escape leaves the editor. Press %{keys} to indent with Tab.',
            tab_indents:
                'Tab indents; Escape leaves the editor. Press %{keys} to let Tab move to the next field again.',
            keys: 'Ctrl+M',
            keys_mac: 'Ctrl+Shift+M',
        },
        home: {
            title: 'Services',
            no_services_viewer: 'Your organization admin can add them.',
            no_permission:
                'You have no permission for services. Please contact your organization admin.',
            new_tab: 'opens in a new tab',
            device_health: {
                title: 'Device health',
            },
            open_alarms: {
                title: 'Open alarms',
                count: '%{smart_count} alarm waits to be acknowledged. |||| %{smart_count} alarms wait to be acknowledged.',
                none: 'No alarm waits to be acknowledged.',
                show_all: 'Show all alarms',
                overdue_count: '%{smart_count} is overdue. |||| %{smart_count} are overdue.',
            },
            tiles: {
                sls: 'Smart Lighting',
                svs: 'Smart Valve',
                sts: 'Traffic Monitoring',
                ses: 'Environmental Monitoring',
                lpwan: 'LPWAN Service',
            },
        },
        pages: {
            dad: 'Devices and Data',
            alarming: 'Alarming',
            organization: 'Organization',
            licences: 'Licence Management',
            system: 'Administration',
            settings: 'Settings',
            integrations: 'Integrations',
            devices: 'Devices',
            device_groups: 'Device Groups',
            data_sharings: 'Data Sharings',
            alarms: 'Alarms and Logs',
            responsibles: 'Responsibles',
            custom_alarms: 'Custom Alarms',
            services: 'Services',
            users: 'User Management',
            subscriptions: 'Subscriptions',
            store: 'Service Store',
            organizations: 'Organizations',
            global_users: 'Global Users',
        },
        tiles: {
            integrations: 'Connections to IoT network providers',
            devices: 'Register, onboard and activate devices',
            device_groups: 'Multicast groups of devices',
            data_sharings: 'Forward device data to other systems',
            alarms: 'Alarms raised in this organization',
            responsibles: 'Who is notified, and when',
            custom_alarms: 'Alarms from your own scripts',
            services: 'Smart services and their activation',
            users: 'Users and their roles',
            subscriptions: 'Booked licence packages',
            store: 'Book smart service packages',
            organizations: 'Tenants of the platform',
            global_users: 'Users of the whole platform',
        },
        settings: {
            language: 'Language',
            languages: {
                en: 'English',
                de: 'German',
                it: 'Italian',
            },
            alarms: 'Alarms',
            overdue: {
                switch: 'Mark alarms as overdue',
                minutes: 'Overdue after (minutes)',
                help: 'An open or active alarm not acknowledged within this time is marked overdue.',
                invalid: 'Enter whole minutes from %{min} to %{max}',
            },
        },
        wizard: {
            steps: 'Steps',
            back: 'Back',
            next: 'Next',
        },
        conflict: {
            title: 'Changed by someone else',
            text: 'Since you opened this form, someone else has saved other values in the fields below. Take theirs to see the saved record (your other changes stay in the form), or keep yours to save over theirs.',
            field: 'Field',
            theirs: 'Their value',
            mine: 'Your value',
            empty: '(empty)',
            hidden: '(secret, changed)',
            structure: '(changed; shown in the form)',
            take_theirs: 'Take theirs',
            keep_mine: 'Keep mine',
        },
        action: {
            add: 'Add',
            remove: 'Remove',
            actions: 'Actions',
            undo: 'Undo',
            save: 'Save',
        },
        remove: {
            title: 'Remove %{name} %{recordRepresentation}',
            content: 'Do you really want to remove %{recordRepresentation}? This cannot be undone.',
            /** A removal whose record was gone already (another tab, someone else): no error. */
            already_removed: 'The %{name} %{recordRepresentation} had already been removed.',
            some_already_removed:
                '%{done}; %{smart_count} of the selected had already been removed.',
            all_already_removed: 'The selection had already been removed.',
        },
        validation: {
            name_taken: 'This name is already taken',
            integer: 'Enter a whole number',
            name_characters: "Use letters, digits, spaces and - _ . & ' ( ) , only",
            email: 'Enter a valid email address',
            hygiene: {
                empty: 'Holds only invisible characters',
                bidi: 'Must not hold right-to-left or other direction control characters',
                control: 'Must not hold control characters (such as NUL)',
                url: 'Enter an http:// or https:// address with a host',
                private_address: 'Must not be a local, link-local or private network address',
            },
        },
    },
    resources: {
        organizations: {
            name: 'Organization |||| Organizations',
            // The noun inside sentences (react-admin's remove confirmation); German keeps its capital.
            forcedCaseName: 'organization',
            purpose:
                'Organizations are the tenants of the platform, each with its own integrations, devices and users.',
            empty: 'No organizations yet.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Organization created |||| %{smart_count} organizations created',
                updated: 'Organization updated |||| %{smart_count} organizations updated',
                deleted: 'Organization removed |||| %{smart_count} organizations removed',
            },
            fields: {
                id: 'ID',
                name: 'Name',
                billingId: 'Billing ID',
            },
            add: 'Add organization',
            edit: 'Edit organization',
        },
    },
    /** react-admin's Not Found text, without a full stop: react-admin adds one. */
    ra: {
        message: {
            not_found: 'Either you typed a wrong address, or you followed a bad link',
        },
    },
};

export default en;

export type CoreMessages = typeof en;

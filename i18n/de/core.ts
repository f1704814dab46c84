/** German messages of the console. */
import type { CoreMessages } from '../en/core';

const de: CoreMessages = {
    app: {
        title: 'IoT-Konsole',
        title_count: '(%{count}) %{title}',
        loading: 'Die Konsole wird geladen…',
        boot_failed: 'Die Konsole konnte nicht starten: %{reason}',
        menu: {
            label: 'Hauptnavigation',
            home: 'Startseite',
        },
        organization: {
            label: 'Organisation',
            none: 'Keine Organisation ausgewählt',
            empty: 'Keine Organisationen verfügbar',
            search: 'Organisationen suchen',
            no_match: 'Keine Organisation passt zu „%{query}“',
            not_yours_shown:
                'Die Organisation mit der ID %{requested} können Sie nicht öffnen. Stattdessen wird %{shown} angezeigt.',
            not_yours_none:
                'Die Organisation mit der ID %{requested} können Sie nicht öffnen. Es ist keine Organisation ausgewählt.',
        },
        breadcrumb: {
            label: 'Brotkrümelnavigation',
        },
        /** The theme menu in the header: its button names the choice in force. */
        theme: {
            menu: 'Farbschema',
            label: 'Farbschema: %{choice}',
            light: 'Hell',
            dark: 'Dunkel',
            system: 'Wie das System',
        },
        /** The header's language menu button: what it is, then the language in force. */
        language_menu: 'Sprache: %{language}',
        /** The user menu button: the name shown, then what the button is. */
        user_menu: '%{name} (Profil)',
        footer: {
            label: 'Versionen',
            server: 'Serverversion %{version}',
            console: 'Konsolenversion %{version}',
            unknown: 'unbekannt',
        },
        error: {
            title: 'Hoppla, da ist etwas schiefgelaufen!',
            default_text: 'Ein unerwarteter Fehler ist aufgetreten.',
            no_details: 'Der Server hat einen Fehler ohne Details gemeldet.',
            server_unavailable:
                'Bitte versuchen Sie es später erneut oder wenden Sie sich an Ihren Administrator',
            acknowledge: 'OK',
        },
        access: {
            // The product specification quotes an English sentence for the German blocked page;
            // issue 18 wants no English on German pages, so it is said in German.
            denied: 'Sie haben keinen Zugriff auf diese Seite!',
            choose_organization: 'Organisation auswählen',
            select_organization: 'Wählen Sie oben eine Organisation aus, um diese Seite zu öffnen.',
            back_home: 'Zur Startseite',
            admins_only:
                'Nur Organisations-Administratoren und Systemadministratoren können das tun.',
            system_admins_only: 'Nur Systemadministratoren können das tun.',
        },
        script_editor: {
            loading: 'Der Code-Editor wird geladen…',
            tab_moves:
                'Die Tabulatortaste wechselt zum nächsten Feld, Escape verlässt den Editor. Drücken Sie %{keys}, um mit der Tabulatortaste einzurücken.',
            tab_indents:
                'Die Tabulatortaste rückt ein, Escape verlässt den Editor. Drücken Sie %{keys}, damit sie wieder zum nächsten Feld wechselt.',
            keys: 'Strg+M',
            keys_mac: 'Ctrl+Umschalt+M',
        },
        home: {
            title: 'Dienste',
            no_services_viewer: 'Ihr Organisations-Administrator kann Dienste hinzufügen.',
            no_permission:
                'Sie haben keine Berechtigung für Dienste. Bitte wenden Sie sich an Ihren Organisations-Administrator.',
            new_tab: 'öffnet in einem neuen Tab',
            device_health: {
                title: 'Gerätezustand',
            },
            open_alarms: {
                title: 'Offene Alarme',
                count: '%{smart_count} Alarm wartet auf Quittierung. |||| %{smart_count} Alarme warten auf Quittierung.',
                none: 'Kein Alarm wartet auf Quittierung.',
                show_all: 'Alle Alarme anzeigen',
                overdue_count:
                    '%{smart_count} davon ist überfällig. |||| %{smart_count} davon sind überfällig.',
            },
            tiles: {
                sls: 'Intelligente Beleuchtung',
                svs: 'Intelligentes Ventil',
                sts: 'Verkehrsüberwachung',
                ses: 'Umweltüberwachung',
                lpwan: 'LPWAN-Dienst',
            },
        },
        pages: {
            dad: 'Geräte und Daten',
            alarming: 'Alarmierung',
            organization: 'Organisation',
            licences: 'Lizenzverwaltung',
            system: 'Administration',
            settings: 'Einstellungen',
            integrations: 'Integrationen',
            devices: 'Geräte',
            device_groups: 'Gerätegruppen',
            data_sharings: 'Datenfreigaben',
            alarms: 'Alarme und Protokolle',
            responsibles: 'Verantwortliche',
            custom_alarms: 'Eigene Alarme',
            services: 'Dienste',
            users: 'Benutzerverwaltung',
            subscriptions: 'Abonnements',
            store: 'Dienste-Shop',
            organizations: 'Organisationen',
            global_users: 'Globale Benutzer',
        },
        tiles: {
            integrations: 'Verbindungen zu IoT-Netzbetreibern',
            devices: 'Geräte registrieren, einbinden und aktivieren',
            device_groups: 'Multicast-Gruppen von Geräten',
            data_sharings: 'Gerätedaten an andere Systeme weiterleiten',
            alarms: 'Alarme dieser Organisation',
            responsibles: 'Wer wann benachrichtigt wird',
            custom_alarms: 'Alarme aus eigenen Skripten',
            services: 'Dienste und ihre Aktivierung',
            users: 'Benutzer und ihre Rollen',
            subscriptions: 'Gebuchte Lizenzpakete',
            store: 'Pakete für Dienste buchen',
            organizations: 'Mandanten der Plattform',
            global_users: 'Benutzer der gesamten Plattform',
        },
        settings: {
            language: 'Sprache',
            languages: {
                en: 'Englisch',
                de: 'Deutsch',
                it: 'Italienisch',
            },
            alarms: 'Alarme',
            overdue: {
                switch: 'Alarme als überfällig markieren',
                minutes: 'Überfällig nach (Minuten)',
                help: 'Ein offener oder aktiver Alarm, der in dieser Zeit nicht quittiert wird, wird als überfällig markiert.',
                invalid: 'Geben Sie ganze Minuten von %{min} bis %{max} ein',
            },
        },
        wizard: {
            steps: 'Schritte',
            back: 'Zurück',
            next: 'Weiter',
        },
        conflict: {
            title: 'Von jemand anderem geändert',
            text: 'Seit Sie dieses Formular geöffnet haben, hat jemand anderes in den folgenden Feldern andere Werte gespeichert. Übernehmen Sie die anderen Werte, um den gespeicherten Datensatz zu sehen (Ihre übrigen Änderungen bleiben im Formular), oder behalten Sie Ihre Werte und speichern Sie sie darüber.',
            field: 'Feld',
            theirs: 'Anderer Wert',
            mine: 'Ihr Wert',
            empty: '(leer)',
            hidden: '(geheim, geändert)',
            structure: '(geändert; im Formular zu sehen)',
            take_theirs: 'Andere übernehmen',
            keep_mine: 'Meine behalten',
        },
        action: {
            add: 'Hinzufügen',
            remove: 'Entfernen',
            actions: 'Aktionen',
            undo: 'Rückgängig',
            save: 'Speichern',
        },
        remove: {
            title: '%{name} %{recordRepresentation} entfernen',
            content:
                'Möchten Sie %{recordRepresentation} wirklich entfernen? Das lässt sich nicht rückgängig machen.',
            /** A removal whose record was gone already (another tab, someone else): no error. */
            already_removed: '%{name} %{recordRepresentation} war bereits entfernt.',
            some_already_removed: '%{done}; bereits entfernt: %{smart_count} der Ausgewählten.',
            all_already_removed: 'Die Auswahl war bereits entfernt.',
        },
        validation: {
            name_taken: 'Dieser Name ist bereits vergeben',
            integer: 'Eine ganze Zahl eingeben',
            name_characters: "Nur Buchstaben, Ziffern, Leerzeichen und - _ . & ' ( ) , verwenden",
            email: 'Geben Sie eine gültige E-Mail-Adresse ein',
            hygiene: {
                empty: 'Enthält nur unsichtbare Zeichen',
                bidi: 'Darf keine Rechts-nach-links- oder anderen Richtungssteuerzeichen enthalten',
                control: 'Darf keine Steuerzeichen (wie NUL) enthalten',
                url: 'Eine http://- oder https://-Adresse mit Host eingeben',
                private_address: 'Darf keine lokale, Link-Local- oder private Netzwerkadresse sein',
            },
        },
    },
    resources: {
        organizations: {
            name: 'Organisation |||| Organisationen',
            forcedCaseName: 'Organisation',
            purpose:
                'Organisationen sind die Mandanten der Plattform, jede mit eigenen Integrationen, Geräten und Benutzern.',
            empty: 'Noch keine Organisationen.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Organisation erstellt |||| %{smart_count} Organisationen erstellt',
                updated:
                    'Organisation aktualisiert |||| %{smart_count} Organisationen aktualisiert',
                deleted: 'Organisation entfernt |||| %{smart_count} Organisationen entfernt',
            },
            fields: {
                id: 'ID',
                name: 'Name',
                billingId: 'Abrechnungs-ID',
            },
            add: 'Organisation hinzufügen',
            edit: 'Organisation bearbeiten',
        },
    },
    /** react-admin's Not Found text, without a full stop: react-admin adds one. */
    ra: {
        message: {
            not_found:
                'Diese Seite gibt es nicht: Die Adresse ist falsch geschrieben, oder ein Link führt ins Leere',
        },
    },
};

export default de;

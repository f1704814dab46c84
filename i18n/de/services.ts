/** German messages of the services area. */
import type { ServicesMessages } from '../en/services';

const services: ServicesMessages = {
    resources: {
        services: {
            name: 'Dienst |||| Dienste',
            forcedCaseName: 'Dienst',
            purpose:
                'Dienste bringen die Geräte der Organisation in eine Smart-City-Anwendung, etwa die intelligente Beleuchtung.',
            empty: 'Noch keine Dienste.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Dienst erstellt |||| %{smart_count} Dienste erstellt',
                updated: 'Dienst aktualisiert |||| %{smart_count} Dienste aktualisiert',
                deleted: 'Dienst entfernt |||| %{smart_count} Dienste entfernt',
            },
            fields: { id: 'ID', name: 'Name', type: 'Typ', isEnabled: 'Aktiviert' },
            add: 'Dienst hinzufügen',
            edit: 'Dienst',
            types: {
                SLS: 'Intelligente Beleuchtung (SLS)',
                STS: 'Verkehrsüberwachung (STS)',
                SVS: 'Intelligentes Ventil (SVS)',
                SES: 'Umweltüberwachung (SES)',
            },
            footer: { undo: 'Änderungen verwerfen', save: 'Änderungen speichern' },
            list: {
                edit_activation: 'Dienstaktivierung bearbeiten',
                add: 'Dienst hinzufügen',
            },
            wizard: {
                name: 'Name',
                type: 'Diensttyp',
            },
            activation: {
                title: 'Dienstaktivierung bearbeiten',
                steps: {
                    option: 'Aktivierungsart',
                    service: 'Dienst auswählen',
                    confirm: 'Bestätigen',
                },
                list_disabled: 'Nicht aktivierte Dienste',
                list_enabled: 'Aktivierte Dienste',
                no_candidates: 'Für diese Option gibt es keine Dienste.',
                select_one: 'Wählen Sie einen Dienst aus, um fortzufahren.',
                loading: 'Die Dienste werden geladen',
                intro: {
                    BY_LICENCE: 'Der Dienst „%{name}“ vom Typ %{type} wird per Lizenz aktiviert.',
                    AS_ADMIN:
                        'Der Dienst „%{name}“ vom Typ %{type} wird als Administrator aktiviert.',
                    NO_ACTIVATION: 'Der Dienst „%{name}“ vom Typ %{type} wird deaktiviert.',
                },
                summary: {
                    label: 'Lizenzen des Diensttyps',
                    type: 'Diensttyp',
                    active: 'Bereits aktiv',
                    available: 'Verfügbare Lizenzen',
                    status: 'Lizenzen',
                    enough: 'Ausreichend',
                    not_enough: 'Nicht ausreichend',
                },
                loading_licences: 'Die Lizenzen werden geladen',
                not_enough: 'Nicht genügend Lizenzen',
                action: {
                    BY_LICENCE: 'Aktivieren',
                    AS_ADMIN: 'Aktivieren',
                    NO_ACTIVATION: 'Deaktivieren',
                },
                done: {
                    BY_LICENCE: 'Dienst %{name} aktiviert',
                    AS_ADMIN: 'Dienst %{name} aktiviert',
                    NO_ACTIVATION: 'Dienst %{name} deaktiviert',
                },
            },
        },
    },
};

export default services;

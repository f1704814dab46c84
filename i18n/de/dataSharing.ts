/** German messages of the dataSharing area. */
import type { DataSharingMessages } from '../en/dataSharing';

const dataSharing: DataSharingMessages = {
    resources: {
        dataSharing: {
            name: 'Datenfreigabe |||| Datenfreigaben',
            forcedCaseName: 'Datenfreigabe',
            purpose:
                'Datenfreigaben leiten die Messwerte eines Gerätetyps per HTTP oder MQTT an ein anderes System weiter.',
            empty: 'Noch keine Datenfreigaben.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Datenfreigabe erstellt |||| %{smart_count} Datenfreigaben erstellt',
                updated:
                    'Datenfreigabe aktualisiert |||| %{smart_count} Datenfreigaben aktualisiert',
                deleted: 'Datenfreigabe entfernt |||| %{smart_count} Datenfreigaben entfernt',
            },
            fields: {
                name: 'Name',
                id: 'ID',
                protocol: 'Protokoll',
                deviceTypeLabel: 'Gerätetyp',
                deviceDetails: 'Gerätetyp',
                address: 'Zieladresse',
                error: 'Deaktiviert',
                headerRows: 'Header',
                headers: 'Header',
                mqttConfig: {
                    userName: 'Benutzername',
                    password: 'Passwort',
                    topic: 'Topic',
                },
                script: 'Skript',
            },
            add: 'Datenfreigabe hinzufügen',
            edit: 'Datenfreigabe',
            steps: {
                settings: 'Einstellungen',
                code: 'Code',
            },
            deactivated: {
                yes: 'Deaktiviert',
                no: 'Aktiv',
                notice: 'Diese Datenfreigabe ist deaktiviert: Ihre Daten werden nicht weitergeleitet.',
                activate: 'Wieder aktivieren',
                activated: 'Die Datenfreigabe ist wieder aktiv: Ihre Daten werden weitergeleitet.',
                save_first:
                    'Speichern oder verwerfen Sie Ihre Änderungen, bevor Sie sie wieder aktivieren.',
            },
            headers: {
                key: 'Schlüssel',
                value: 'Wert',
                add: 'Header hinzufügen',
                remove: 'Header %{number} entfernen',
            },
            trial: {
                run: 'Probelauf',
                passed: 'Das Skript hat den Probelauf bestanden',
                not_passed: 'Das Skript hat den Probelauf noch nicht bestanden',
                result: 'Ergebnis des Probelaufs',
                failed: 'Der Probelauf ist fehlgeschlagen',
            },
            confirm: {
                title: 'Achtung',
                content:
                    'Das Skript hat den Probelauf noch nicht bestanden. Möchten Sie es wirklich speichern?',
            },
            validation: {
                protocol_required: 'Das Protokoll muss angegeben werden',
                device_type_required: 'Der Gerätetyp muss angegeben werden',
                header_key_required: 'Der Header-Schlüssel darf nicht leer sein',
                header_key_characters:
                    "Nur Buchstaben, Ziffern und ! # $ % & ' * + . ^ _ ` | ~ - verwenden",
                headers_block_saving:
                    'Ein Header hat keinen Schlüssel: Tragen Sie ihn ein oder entfernen Sie die Zeile. Bis dahin ist Speichern nicht möglich.',
                user_name_characters: 'Nur Buchstaben, Ziffern und . _ - @ verwenden',
                http_address: 'Muss eine http://- oder https://-Adresse sein',
                mqtt_address: 'Darf keine Leerzeichen enthalten',
            },
        },
    },
};

export default dataSharing;

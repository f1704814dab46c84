/** German messages of the custom alarms area. */
import type { CustomAlarmsMessages } from '../en/customAlarms';

const customAlarms: CustomAlarmsMessages = {
    resources: {
        customAlarms: {
            name: 'Eigener Alarm |||| Eigene Alarme',
            forcedCaseName: 'Eigener Alarm',
            purpose:
                'Eigene Alarme lösen einen Alarm aus, wenn ihr Skript in den Messwerten eines Geräts eine Bedingung findet.',
            empty: 'Noch keine eigenen Alarme.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Eigener Alarm erstellt |||| %{smart_count} eigene Alarme erstellt',
                updated:
                    'Eigener Alarm aktualisiert |||| %{smart_count} eigene Alarme aktualisiert',
                deleted: 'Eigener Alarm entfernt |||| %{smart_count} eigene Alarme entfernt',
            },
            fields: {
                monitorId: 'Gerät',
                title: 'Titel',
                description: 'Beschreibung',
                alarmType: 'Alarmtyp',
                code: 'Skript',
                testData: 'Testdaten',
            },
            add: 'Eigenen Alarm hinzufügen',
            edit: 'Eigener Alarm',
            unknown_device: 'Gerät %{id}',
            alarm_types: {
                FAILURE: 'Störung',
                ERROR: 'Fehler',
                WARNING: 'Warnung',
                INFO: 'Info',
            },
            steps: {
                device: 'Gerät',
                definitions: 'Definitionen',
            },
            device_step: {
                heading: 'Wählen Sie das Gerät, dessen Messwerte der Alarm prüft',
                table: 'Geräte der Organisation',
                empty: 'Die Organisation hat noch keine Geräte.',
                column: 'Ausgewählt',
                select_row: '%{name} auswählen',
                selected: 'Ausgewähltes Gerät: %{name}',
            },
            script_comment:
                'Der Alarm wird ausgelöst, wenn der letzte Ausdruck wahr ist. `message` ist der Messwert des Geräts.',
            script_help:
                'Die Testdaten definieren `message`, einen Messwert des Geräts. Der Alarm wird ausgelöst, wenn der letzte Ausdruck des Skripts wahr ist.',
            test_run: {
                run: 'Probelauf',
                passed: 'Das Skript hat den Probelauf bestanden',
                not_passed: 'Das Skript hat den Probelauf noch nicht bestanden',
                result: 'Ergebnis des Probelaufs',
                failed: 'Der Probelauf ist fehlgeschlagen',
                raised: 'Der Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als wahr',
                not_raised: 'Kein Alarm würde ausgelöst: Das Ergebnis des Skripts gilt als falsch',
                needed_to_create:
                    'Erstellen ist erst möglich, wenn das Skript und die Testdaten in ihrer jetzigen Form den Probelauf bestanden haben.',
                needed_to_save:
                    'Speichern ist erst möglich, wenn das Skript und die Testdaten in ihrer jetzigen Form den Probelauf bestanden haben.',
            },
            validation: {
                device_required: 'Wählen Sie genau ein Gerät aus',
                alarm_type: 'Wählen Sie einen der angebotenen Alarmtypen',
                test_run: 'Fehler',
            },
        },
    },
};

export default customAlarms;

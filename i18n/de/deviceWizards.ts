/** German messages of the deviceWizards area. */
import type { DeviceWizardsMessages } from '../en/deviceWizards';

const deviceWizards: DeviceWizardsMessages = {
    deviceWizards: {
        common: {
            integration: 'Integration',
            search: 'Suchen',
            name: 'Name',
            device_id: 'Geräte-ID',
            type: 'Typ',
            function: 'Funktion',
            service: 'Dienst',
            no_service: 'Kein Dienst',
            vendor: 'Hersteller',
            device_type: 'Gerätetyp',
            firmware: 'Firmware',
            cancel: 'Abbrechen',
            working: 'Wird ausgeführt…',
            selected: '%{smart_count} Gerät ausgewählt |||| %{smart_count} Geräte ausgewählt',
            select_shown: 'Alle %{smart_count} angezeigten auswählen',
            clear_selection: 'Auswahl aufheben',
            select_row: 'Gerät %{name} auswählen',
            select_one: 'Wählen Sie mindestens ein Gerät aus, um fortzufahren.',
        },
        tags: {
            external: 'Extern',
            lighting: 'Beleuchtung',
            valve: 'Ventil',
            'light-segment': 'Lichtsegment',
            environment: 'Umwelt',
            traffic: 'Verkehr',
            none: 'Keine Funktion',
        },
        activation: {
            title: 'Geräteaktivierung bearbeiten',
            steps: {
                option: 'Aktivierungsart',
                devices: 'Geräte auswählen',
                confirm: 'Bestätigen',
            },
            option_label: 'Aktivierungsart',
            options: {
                BY_LICENCE: 'Mit Lizenz aktivieren',
                AS_ADMIN: 'Als Administrator aktivieren (nur Systemadministratoren)',
                NO_ACTIVATION: 'Deaktivieren',
            },
            list_disabled: 'Deaktivierte Geräte',
            list_enabled: 'Aktivierte Geräte',
            no_candidates: 'Für diese Option gibt es keine Geräte.',
            loading_licences: 'Die Lizenzen werden geladen',
            not_enough: 'Nicht genügend Lizenzen',
            summary: {
                label: 'Übersicht nach Funktion',
                intro: {
                    BY_LICENCE:
                        '%{smart_count} Gerät wird mit Lizenz aktiviert. |||| %{smart_count} Geräte werden mit Lizenz aktiviert.',
                    AS_ADMIN:
                        '%{smart_count} Gerät wird als Administrator aktiviert. |||| %{smart_count} Geräte werden als Administrator aktiviert.',
                    NO_ACTIVATION:
                        '%{smart_count} Gerät wird deaktiviert. |||| %{smart_count} Geräte werden deaktiviert.',
                },
                tag: 'Funktion',
                requested: 'Ausgewählt',
                active: 'Bereits aktiv',
                available: 'Verfügbare Lizenzen',
                status: 'Lizenzen',
                enough: 'Ausreichend',
                missing: '%{smart_count} fehlt |||| %{smart_count} fehlen',
                no_licence_needed: 'Keine Lizenz nötig',
            },
            action: {
                BY_LICENCE: 'Aktivieren',
                AS_ADMIN: 'Aktivieren',
                NO_ACTIVATION: 'Deaktivieren',
            },
            done: {
                BY_LICENCE: '%{smart_count} Gerät aktiviert |||| %{smart_count} Geräte aktiviert',
                AS_ADMIN: '%{smart_count} Gerät aktiviert |||| %{smart_count} Geräte aktiviert',
                NO_ACTIVATION:
                    '%{smart_count} Gerät deaktiviert |||| %{smart_count} Geräte deaktiviert',
            },
        },
        register: {
            title: 'Geräte registrieren',
            steps: {
                integration: 'Integration',
                file: 'CSV-Datei',
            },
            file_help:
                'Ein Gerät pro Zeile. Die erste Zeile nennt die Spalten: name, deviceId, vendor, deviceType, firmware (Pflicht), description, tag, serviceId, location, updateInterval (optional). Trennzeichen: Komma oder Semikolon. Kodierung: UTF-8, UTF-16 (mit Byte Order Mark) oder Windows-1252 (was Excel als „CSV“ speichert). Eine erste Zeile sep=; oder sep=, (Excel) nennt das Trennzeichen. Höchstens %{max} MB.',
            choose_file: 'CSV-Datei wählen',
            template: 'Vorlage herunterladen',
            update_existing: 'Bestehende Geräte aktualisieren (nicht verfügbar)',
            reading: 'Die Datei wird gelesen… %{percent} %',
            reading_label: 'Die Datei wird gelesen',
            file_problems: {
                empty: 'Die Datei ist leer.',
                no_rows: 'Die Datei hat unter der ersten Zeile keine Gerätezeilen.',
                wrong_separator: 'Trennen Sie die Spalten mit , oder ; (Komma oder Semikolon).',
                quotes: 'Zeile %{line}: Ein Anführungszeichen (") wird nicht geschlossen, oder nach einem schließenden Anführungszeichen folgt Text. Schreiben Sie "" für ein Anführungszeichen in einem Wert in Anführungszeichen.',
                too_large:
                    'Die Datei ist größer als %{max} MB. Teilen Sie sie auf mehrere Dateien auf.',
                binary: 'Dies ist keine CSV-Textdatei. Speichern Sie die Tabelle als CSV (UTF-8) und wählen Sie diese Datei.',
                unreadable:
                    'Die Datei konnte nicht gelesen werden. Wählen Sie sie erneut oder speichern Sie sie neu als CSV (UTF-8).',
            },
            rows_read: '%{smart_count} Zeile gelesen |||| %{smart_count} Zeilen gelesen',
            missing_columns: 'In der ersten Zeile fehlen Pflichtspalten: %{columns}',
            ignored_columns: 'Unbekannte Spalten, ignoriert: %{columns}',
            bad_rows:
                '%{smart_count} Zeile hat Fehler. Es wird nichts registriert, bis die Datei korrigiert ist. |||| %{smart_count} Zeilen haben Fehler. Es wird nichts registriert, bis die Datei korrigiert ist.',
            all_good:
                '%{smart_count} Gerät ist bereit zur Registrierung. |||| Alle %{smart_count} Geräte sind bereit zur Registrierung.',
            only_problems: 'Nur Zeilen mit Fehlern',
            preview: 'Zeilen der Datei',
            no_rows: 'Keine Zeilen anzuzeigen.',
            line: 'Zeile',
            problems_column: 'Fehler',
            row_ok: 'OK',
            problems: {
                missing_column: 'Die Spalte %{column} fehlt',
                missing_value: '%{column} ist ein Pflichtfeld',
                too_long: '%{column} ist länger als %{value} Zeichen',
                text_empty: '%{column} ist leer, sobald unsichtbare Zeichen entfernt sind',
                text_bidi: '%{column} enthält bidirektionale Steuerzeichen',
                text_control: '%{column} enthält Steuerzeichen',
                duplicate_device_id: 'deviceId auch in Zeile %{value}',
                known_device_id: 'deviceId %{value} ist bereits registriert',
                malformed_device_id:
                    'deviceId %{value}: 1 bis 64 Buchstaben, Ziffern und - _ : . verwenden',
                device_id_not_deveui: 'deviceId %{value} ist keine DevEUI aus 16 Hex-Ziffern',
                tag_not_allowed: 'Die Funktion %{value} ist für diese Integration nicht erlaubt',
                update_interval_digits: 'updateInterval: Nur Zahlen sind als Eingabe erlaubt',
                update_interval_minimum: 'updateInterval: Mindestens 60 Sekunden (oder 0)',
                update_interval_too_large: 'updateInterval: Die Zahl ist zu groß',
                too_many_values:
                    'Mehr Werte als die %{value} Spalten der ersten Zeile: Setzen Sie einen Wert, der das Trennzeichen enthält, in Anführungszeichen',
                row_separator: 'Die Werte sind nicht wie in der ersten Zeile getrennt',
                unsupported_device_type: 'Der Gerätetyp %{value} wird nicht unterstützt',
                unknown_service: 'Dienst %{value} ist kein Dienst dieser Organisation',
            },
            action: 'Registrieren',
            done: '%{smart_count} Gerät registriert |||| %{smart_count} Geräte registriert',
        },
        onboard: {
            title: 'Geräte einbinden',
            steps: {
                integration: 'Integration',
                devices: 'Geräte',
                type: 'Gerätetyp und Funktion',
                service: 'Dienst',
            },
            generated_id: 'Erzeugt und eindeutig: Das Gerät sendet seine Messwerte mit dieser ID',
            provider_devices: 'Neue Geräte der Integration',
            mixed_types:
                'Die ausgewählten Geräte haben verschiedene Gerätetypen (%{types}). Der Gerätetyp gilt für alle zusammen eingebundenen Geräte: Wählen Sie Geräte eines Typs und binden Sie die anderen in einem weiteren Durchgang ein.',
            reported_type:
                'Die Integration meldet die ausgewählten Geräte als %{type}: unten vorausgewählt.',
            no_new_devices: 'Die Integration meldet keine Geräte, die noch nicht eingebunden sind.',
            action: 'Einbinden',
            done: '%{smart_count} Gerät eingebunden |||| %{smart_count} Geräte eingebunden',
        },
        export: {
            title: 'Daten exportieren',
            steps: {
                range: 'Zeitraum',
            },
            device: '%{name} (%{deviceId})',
            start: 'Startdatum',
            end: 'Enddatum',
            no_device: 'Kein Gerät angegeben.',
            not_tsd: 'Nur Zeitreihengeräte (TSD) können ihre Daten exportieren.',
            errors: {
                required: 'Das Datum ist ein Pflichtfeld',
                start_after_end: 'Das Startdatum darf nicht nach dem Enddatum liegen',
                end_too_early: 'Das Enddatum muss mindestens 2 Tage nach dem Startdatum liegen',
            },
            action: 'Exportieren',
            empty: 'Keine Messwerte in diesem Zeitraum',
            done: '%{smart_count} Messwert exportiert |||| %{smart_count} Messwerte exportiert',
        },
    },
};

export default deviceWizards;

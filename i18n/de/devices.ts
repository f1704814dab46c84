/** German messages of the devices area. */
import type { DevicesMessages } from '../en/devices';

const devices: DevicesMessages = {
    resources: {
        devices: {
            name: 'Gerät |||| Geräte',
            purpose:
                'Geräte sind die Sensoren und Aktoren der Organisation, eingebunden über eine Integration oder registriert aus einer CSV-Datei.',
            fields: {
                name: 'Name',
                description: 'Beschreibung',
                deviceId: 'Geräte-ID',
                typeLabel: 'Typ',
                integrationId: 'Integration',
                mapping: 'Dienst',
                tags: 'Tag',
                isEnabled: 'Aktivierung',
                location: 'Standort',
                updateInterval: 'Aktualisierungsintervall (Sekunden)',
                isTSD: 'Zeitreihendaten (TSD)',
                details: {
                    vendor: 'Hersteller',
                    deviceType: 'Gerätetyp',
                    firmware: 'Firmware',
                },
            },
            add: 'Gerät hinzufügen',
            edit: 'Gerät',
        },
    },
    devices: {
        list: {
            edit_activation: 'Geräteaktivierung bearbeiten',
            register: 'Geräte registrieren',
            onboard: 'Geräte einbinden',
        },
        health: {
            label: 'Zustand',
            online: 'Online',
            silent: 'Verstummt',
            never: 'Nie gemeldet',
            noInterval: 'Kein Intervall',
            last_seen: 'Zuletzt gemeldet',
            never_seen: 'Nie',
            all: 'Alle',
            no_devices: 'Noch keine Geräte.',
            count: '%{health}: %{count}',
        },
        activation: {
            enabled: 'Aktiviert',
            disabled: 'Deaktiviert',
        },
        tags: {
            external: 'Extern',
            lighting: 'Beleuchtung',
            'light-segment': 'Lichtsegment',
            valve: 'Ventil',
            environment: 'Umwelt',
            traffic: 'Verkehr',
        },
        detail: {
            export: 'Exportieren',
            export_needs_tsd: 'Nur Geräte mit Zeitreihendaten (TSD) können exportiert werden.',
            no_service: 'Kein Dienst',
            tsd_read_only: 'Nur Systemadministratoren können dies ändern.',
        },
        expert: {
            title: 'Expertenmodus',
            mode: 'Expertenmodus',
            unavailable: 'Der Expertenmodus braucht ein aktiviertes Gerät und Administratorrechte.',
            messages: 'Diagnosenachrichten',
            no_messages: 'Keine Nachrichten gefunden',
            refresh: 'Nachrichten aktualisieren',
            time: 'Zeit',
            value: 'Wert',
            no_time: 'Zeit unbekannt',
        },
        commands: {
            defined: 'Definierte Befehle',
            command: 'Befehl',
            no_commands: 'Für diesen Gerätetyp sind keine Befehle definiert.',
            custom: 'Eigene Nachricht',
            fport: 'fPort',
            hex_payload: 'Nutzdaten (hex)',
            json_payload: 'Nutzdaten (JSON)',
            not_supported: 'Nicht unterstützt',
            send: 'Senden',
            sending: 'Wird gesendet…',
            sent: 'Befehl gesendet',
        },
        validation: {
            fport_required: 'fPort ist ein Pflichtfeld',
            fport_positive: 'fPort muss größer als 0 sein',
            payload_required: 'Die Nutzdaten sind ein Pflichtfeld',
            payload_capitalized: 'Nutzdaten müssen in Großbuchstaben sein',
            payload_hex: 'Nutzdaten müssen gültiges Hex sein',
            payload_json: 'Nutzdaten müssen gültiges JSON sein',
            interval_digits: 'Nur Ziffern sind als Eingabe erlaubt',
            integer: 'Muss eine ganze Zahl sein',
            interval_minimum: 'Mindestens 60 Sekunden',
            interval_too_large: 'Die Zahl ist zu groß',
        },
    },
};

export default devices;

/** Italian messages of the devices area. */
import type { DevicesMessages } from '../en/devices';

const devices: DevicesMessages = {
    resources: {
        devices: {
            name: 'Dispositivo |||| Dispositivi',
            forcedCaseName: 'dispositivo',
            purpose:
                "I dispositivi sono i sensori e gli attuatori dell'organizzazione, integrati tramite un'integrazione o registrati da un file CSV.",
            empty: 'Non ci sono ancora dispositivi.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Dispositivo creato |||| %{smart_count} dispositivi creati',
                updated: 'Dispositivo aggiornato |||| %{smart_count} dispositivi aggiornati',
                deleted: 'Dispositivo rimosso |||| %{smart_count} dispositivi rimossi',
            },
            /** The selection bar's title. */
            selected: '1 dispositivo selezionato |||| %{smart_count} dispositivi selezionati',
            fields: {
                name: 'Nome',
                description: 'Descrizione',
                deviceId: 'ID dispositivo',
                typeLabel: 'Tipo',
                integrationId: 'Integrazione',
                mapping: 'Servizio',
                tags: 'Tag',
                isEnabled: 'Attivazione',
                location: 'Posizione',
                updateInterval: 'Intervallo di aggiornamento (secondi)',
                isTSD: 'Dati di serie temporali (TSD)',
                details: {
                    vendor: 'Produttore',
                    deviceType: 'Tipo di dispositivo',
                    firmware: 'Firmware',
                },
            },
            add: 'Aggiungi dispositivo',
            edit: 'Dispositivo',
        },
    },
    devices: {
        list: {
            edit_activation: 'Modifica attivazione dispositivi',
            register: 'Registra dispositivi',
            onboard: 'Integra dispositivi',
        },
        health: {
            label: 'Stato',
            online: 'In linea',
            silent: 'Silente',
            never: 'Mai rilevato',
            noInterval: 'Nessun intervallo',
            last_seen: 'Ultimo contatto',
            never_seen: 'Mai',
            no_devices: 'Ancora nessun dispositivo.',
            count: '%{health}: %{count}',
        },
        activation: {
            enabled: 'Attivato',
            disabled: 'Disattivato',
        },
        tags: {
            external: 'Esterno',
            lighting: 'Illuminazione',
            'light-segment': 'Segmento di illuminazione',
            valve: 'Valvola',
            environment: 'Ambiente',
            traffic: 'Traffico',
        },
        detail: {
            export: 'Esporta',
            export_needs_tsd:
                'Solo i dispositivi con dati di serie temporali (TSD) possono essere esportati.',
            no_service: 'Nessun servizio',
            tsd_read_only: 'Solo gli amministratori di sistema possono modificarlo.',
        },
        readings: {
            title: 'Letture',
            period: 'Periodo',
            periods: {
                day: 'Ultime 24 ore',
                week: 'Ultimi 7 giorni',
                month: 'Ultimi 30 giorni',
                custom: 'Personalizzato',
            },
            from: 'Dal',
            to: 'Al',
            show: 'Mostra',
            end_before_start: 'La data di fine non può precedere la data di inizio.',
            loading: 'Caricamento delle letture…',
            error: 'Non è stato possibile caricare le letture.',
            retry: 'Riprova',
            empty: 'Nessuna lettura in questo periodo',
            chart_label: 'Grafico delle letture nel periodo: %{fields}',
            summary: 'Campi numerici in questo periodo',
            field: 'Campo',
            latest: 'Ultimo valore',
            min: 'Minimo',
            max: 'Massimo',
            latest_time: 'Ultimo valore alle',
            other: 'Ultime letture degli altri campi',
            time: 'Ora',
            admins_only:
                "Le letture sono visibili solo agli amministratori: come la loro esportazione, fanno parte dell'esportazione dei dati dei dispositivi.",
            needs_tsd:
                'Questo dispositivo non conserva dati di serie temporali (TSD), quindi non ci sono letture da mostrare.',
        },
        expert: {
            title: 'Modalità esperto',
            mode: 'Modalità esperto',
            unavailable:
                'La modalità esperto richiede un dispositivo attivato e diritti di amministratore.',
            messages: 'Messaggi di diagnosi',
            no_messages: 'Nessun messaggio trovato',
            refresh: 'Aggiorna messaggi',
            time: 'Ora',
            value: 'Valore',
            no_time: 'ora sconosciuta',
        },
        commands: {
            defined: 'Comandi definiti',
            command: 'Comando',
            no_commands: 'Questo tipo di dispositivo non ha comandi definiti.',
            custom: 'Messaggio personalizzato',
            fport: 'fPort',
            hex_payload: 'Payload (esadecimale)',
            json_payload: 'Payload (JSON)',
            not_supported: 'Non supportato',
            send: 'Invia',
            sending: 'Invio in corso…',
            sent: 'Comando inviato',
        },
        validation: {
            fport_required: "L'fPort è obbligatorio",
            fport_positive: "L'fPort deve essere maggiore di 0",
            payload_required: 'Il payload è obbligatorio',
            payload_capitalized: 'Il payload deve essere in maiuscolo',
            payload_hex: 'Il payload deve essere esadecimale valido',
            payload_json: 'Il payload deve essere JSON valido',
            interval_digits: 'Sono ammessi solo numeri',
            integer: 'Deve essere un numero intero',
            interval_minimum: 'Minimo 60 secondi',
            interval_too_large: 'Il numero è troppo grande',
        },
    },
};

export default devices;

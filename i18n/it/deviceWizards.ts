/** Italian messages of the deviceWizards area. */
import type { DeviceWizardsMessages } from '../en/deviceWizards';

const deviceWizards: DeviceWizardsMessages = {
    deviceWizards: {
        common: {
            integration: 'Integrazione',
            search: 'Cerca',
            name: 'Nome',
            device_id: 'ID dispositivo',
            type: 'Tipo',
            function: 'Funzione',
            service: 'Servizio',
            no_service: 'Nessun servizio',
            vendor: 'Produttore',
            device_type: 'Tipo di dispositivo',
            firmware: 'Firmware',
            cancel: 'Annulla',
            working: 'In corso…',
            selected:
                '%{smart_count} dispositivo selezionato |||| %{smart_count} dispositivi selezionati',
            select_shown: 'Seleziona tutti i %{smart_count} mostrati',
            clear_selection: 'Annulla selezione',
            select_row: 'Seleziona il dispositivo %{name}',
            select_one: 'Seleziona almeno un dispositivo per continuare.',
        },
        tags: {
            external: 'Esterno',
            lighting: 'Illuminazione',
            valve: 'Valvola',
            'light-segment': 'Segmento di illuminazione',
            environment: 'Ambiente',
            traffic: 'Traffico',
            none: 'Nessuna funzione',
        },
        activation: {
            title: 'Modifica attivazione dispositivi',
            steps: {
                option: 'Modalità di attivazione',
                devices: 'Seleziona dispositivi',
                confirm: 'Conferma',
            },
            option_label: 'Modalità di attivazione',
            options: {
                BY_LICENCE: 'Attiva con licenza',
                AS_ADMIN: 'Attiva come amministratore (solo amministratori di sistema)',
                NO_ACTIVATION: 'Disattiva',
            },
            list_disabled: 'Dispositivi disattivati',
            list_enabled: 'Dispositivi attivati',
            no_candidates: 'Nessun dispositivo per questa opzione.',
            loading_licences: 'Caricamento delle licenze',
            not_enough: 'Licenze insufficienti',
            summary: {
                label: 'Riepilogo per funzione',
                intro: {
                    BY_LICENCE:
                        '%{smart_count} dispositivo sarà attivato con licenza. |||| %{smart_count} dispositivi saranno attivati con licenza.',
                    AS_ADMIN:
                        '%{smart_count} dispositivo sarà attivato come amministratore. |||| %{smart_count} dispositivi saranno attivati come amministratore.',
                    NO_ACTIVATION:
                        '%{smart_count} dispositivo sarà disattivato. |||| %{smart_count} dispositivi saranno disattivati.',
                },
                tag: 'Funzione',
                requested: 'Selezionati',
                active: 'Già attivi',
                available: 'Licenze disponibili',
                status: 'Licenze',
                enough: 'Sufficienti',
                missing: 'ne manca %{smart_count} |||| ne mancano %{smart_count}',
                no_licence_needed: 'Nessuna licenza necessaria',
            },
            action: {
                BY_LICENCE: 'Attiva',
                AS_ADMIN: 'Attiva',
                NO_ACTIVATION: 'Disattiva',
            },
            done: {
                BY_LICENCE:
                    '%{smart_count} dispositivo attivato |||| %{smart_count} dispositivi attivati',
                AS_ADMIN:
                    '%{smart_count} dispositivo attivato |||| %{smart_count} dispositivi attivati',
                NO_ACTIVATION:
                    '%{smart_count} dispositivo disattivato |||| %{smart_count} dispositivi disattivati',
            },
        },
        register: {
            title: 'Registra dispositivi',
            steps: {
                integration: 'Integrazione',
                file: 'File CSV',
            },
            file_help:
                'Un dispositivo per riga. La prima riga indica le colonne: name, deviceId, vendor, deviceType, firmware (obbligatorie), description, tag, serviceId, location, updateInterval (facoltative). Separatore: virgola o punto e virgola. Codifica: UTF-8, UTF-16 (con byte order mark) o Windows-1252 (ciò che Excel salva come «CSV»). Una prima riga sep=; o sep=, (Excel) indica il separatore. Al massimo %{max} MB.',
            choose_file: 'Scegli file CSV',
            template: 'Scarica modello',
            update_existing: 'Aggiorna dispositivi esistenti (non disponibile)',
            reading: 'Lettura del file… %{percent} %',
            reading_label: 'Lettura del file',
            file_problems: {
                empty: 'Il file è vuoto.',
                no_rows: 'Il file non ha righe di dispositivi sotto la prima riga.',
                wrong_separator: 'Separa le colonne con , o ; (virgola o punto e virgola).',
                quotes: 'Riga %{line}: una virgoletta doppia (") non è chiusa, oppure del testo segue una virgoletta di chiusura. Scrivi "" per una virgoletta dentro un valore tra virgolette.',
                too_large: 'Il file è più grande di %{max} MB. Dividilo in più file.',
                binary: 'Questo non è un file di testo CSV. Salva la tabella come CSV (UTF-8) e scegli quel file.',
                unreadable:
                    'Impossibile leggere il file. Sceglilo di nuovo o salvalo di nuovo come CSV (UTF-8).',
            },
            rows_read: '%{smart_count} riga letta |||| %{smart_count} righe lette',
            missing_columns: 'Colonne obbligatorie mancanti nella prima riga: %{columns}',
            ignored_columns: 'Colonne sconosciute, ignorate: %{columns}',
            bad_rows:
                '%{smart_count} riga presenta problemi. Nulla viene registrato finché il file non è corretto. |||| %{smart_count} righe presentano problemi. Nulla viene registrato finché il file non è corretto.',
            all_good:
                '%{smart_count} dispositivo è pronto per la registrazione. |||| Tutti i %{smart_count} dispositivi sono pronti per la registrazione.',
            only_problems: 'Solo righe con problemi',
            preview: 'Righe del file',
            no_rows: 'Nessuna riga da mostrare.',
            line: 'Riga',
            problems_column: 'Problemi',
            row_ok: 'OK',
            problems: {
                missing_column: 'Manca la colonna %{column}',
                missing_value: '%{column} è obbligatorio',
                too_long: '%{column} supera i %{value} caratteri',
                text_empty: '%{column} è vuoto una volta rimossi i caratteri invisibili',
                text_bidi: '%{column} contiene caratteri di controllo bidirezionali',
                text_control: '%{column} contiene caratteri di controllo',
                duplicate_device_id: 'deviceId presente anche nella riga %{value}',
                known_device_id: 'deviceId %{value} è già registrato',
                malformed_device_id: 'deviceId %{value}: usare da 1 a 64 lettere, cifre e - _ : .',
                device_id_not_deveui: 'deviceId %{value} non è un DevEUI di 16 cifre esadecimali',
                tag_not_allowed: 'La funzione %{value} non è consentita per questa integrazione',
                update_interval_digits: 'updateInterval: sono ammessi solo numeri',
                update_interval_minimum: 'updateInterval: minimo 60 secondi (oppure 0)',
                update_interval_too_large: 'updateInterval: il numero è troppo grande',
                too_many_values:
                    'Più valori delle %{value} colonne della prima riga: metti tra virgolette doppie un valore che contiene il separatore',
                row_separator: 'I valori non sono separati come nella prima riga',
                unsupported_device_type: 'Il tipo di dispositivo %{value} non è supportato',
                unknown_service: 'Il servizio %{value} non è un servizio di questa organizzazione',
            },
            action: 'Registra',
            done: '%{smart_count} dispositivo registrato |||| %{smart_count} dispositivi registrati',
        },
        onboard: {
            title: 'Integra dispositivi',
            steps: {
                integration: 'Integrazione',
                devices: 'Dispositivi',
                type: 'Tipo di dispositivo e funzione',
                service: 'Servizio',
            },
            generated_id: 'Generato e univoco: il dispositivo invia le sue letture con questo ID',
            provider_devices: "Nuovi dispositivi dell'integrazione",
            mixed_types:
                'I dispositivi selezionati sono di tipi diversi (%{types}). Il tipo vale per tutti i dispositivi integrati insieme: seleziona dispositivi di un solo tipo, poi integra gli altri in un secondo passaggio.',
            reported_type:
                "L'integrazione segnala i dispositivi selezionati come %{type}: preselezionato qui sotto.",
            no_new_devices: "L'integrazione non segnala dispositivi ancora da integrare.",
            action: 'Integra',
            done: '%{smart_count} dispositivo integrato |||| %{smart_count} dispositivi integrati',
        },
        export: {
            title: 'Esporta dati',
            steps: {
                range: 'Periodo',
            },
            device: '%{name} (%{deviceId})',
            start: 'Data di inizio',
            end: 'Data di fine',
            no_device: 'Nessun dispositivo indicato.',
            not_tsd: 'Solo i dispositivi a serie temporale (TSD) possono esportare i dati.',
            errors: {
                required: 'La data è obbligatoria',
                start_after_end: 'La data di inizio non può essere successiva alla data di fine',
                end_too_early: 'La data di fine deve essere almeno 2 giorni dopo la data di inizio',
            },
            action: 'Esporta',
            empty: 'Nessuna lettura in questo periodo',
            done: '%{smart_count} lettura esportata |||| %{smart_count} letture esportate',
        },
    },
};

export default deviceWizards;

/** Italian messages of the dataSharing area. */
import type { DataSharingMessages } from '../en/dataSharing';

const dataSharing: DataSharingMessages = {
    resources: {
        dataSharing: {
            name: 'Condivisione dati |||| Condivisioni dati',
            forcedCaseName: 'condivisione dati',
            purpose:
                'Le condivisioni dati inoltrano le letture di un tipo di dispositivo a un altro sistema tramite HTTP o MQTT.',
            empty: 'Non ci sono ancora condivisioni dati.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Condivisione dati creata |||| %{smart_count} condivisioni dati create',
                updated:
                    'Condivisione dati aggiornata |||| %{smart_count} condivisioni dati aggiornate',
                deleted: 'Condivisione dati rimossa |||| %{smart_count} condivisioni dati rimosse',
            },
            fields: {
                name: 'Nome',
                id: 'ID',
                protocol: 'Protocollo',
                deviceTypeLabel: 'Tipo di dispositivo',
                deviceDetails: 'Tipo di dispositivo',
                address: 'Indirizzo di destinazione',
                error: 'Disattivata',
                headerRows: 'Intestazioni',
                headers: 'Intestazioni',
                mqttConfig: {
                    userName: 'Nome utente',
                    password: 'Password',
                    topic: 'Topic',
                },
                script: 'Script',
            },
            add: 'Aggiungi condivisione dati',
            edit: 'Condivisione dati',
            steps: {
                settings: 'Impostazioni',
                code: 'Codice',
            },
            deactivated: {
                yes: 'Disattivata',
                no: 'Attiva',
                notice: 'Questa condivisione dati è disattivata: i suoi dati non vengono inoltrati.',
                activate: 'Riattiva',
                activated: 'La condivisione dati è di nuovo attiva: i suoi dati vengono inoltrati.',
                save_first: 'Salva o annulla le modifiche prima di riattivarla.',
            },
            headers: {
                key: 'Chiave',
                value: 'Valore',
                add: 'Aggiungi intestazione',
                remove: 'Rimuovi intestazione %{number}',
            },
            trial: {
                run: 'Esecuzione di prova',
                passed: "Lo script ha superato l'esecuzione di prova",
                not_passed: "Lo script non ha ancora superato l'esecuzione di prova",
                result: "Risultato dell'esecuzione di prova",
                failed: "L'esecuzione di prova non è riuscita",
            },
            confirm: {
                title: 'Attenzione',
                content:
                    "Lo script non ha ancora superato l'esecuzione di prova. Vuoi davvero salvarlo?",
            },
            validation: {
                protocol_required: 'Il protocollo deve essere indicato',
                device_type_required: 'Il tipo di dispositivo deve essere indicato',
                header_key_required: "La chiave dell'intestazione non può essere vuota",
                header_key_characters: "Usa solo lettere, cifre e ! # $ % & ' * + . ^ _ ` | ~ -",
                headers_block_saving:
                    "Un'intestazione non ha una chiave: inseriscila o rimuovi la riga. Fino ad allora non è possibile salvare.",
                user_name_characters: 'Usa solo lettere, cifre e . _ - @',
                http_address: 'Deve essere un indirizzo http:// o https://',
                mqtt_address: 'Non deve contenere spazi',
            },
        },
    },
};

export default dataSharing;

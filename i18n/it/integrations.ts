/** Italian messages of the integrations area. */
import type { IntegrationsMessages } from '../en/integrations';

const integrations: IntegrationsMessages = {
    resources: {
        integrations: {
            name: 'Integrazione |||| Integrazioni',
            forcedCaseName: 'integrazione',
            purpose:
                "Le integrazioni collegano l'organizzazione ai suoi fornitori di rete IoT; i dispositivi vengono integrati tramite esse.",
            empty: 'Non ci sono ancora integrazioni.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Integrazione creata |||| %{smart_count} integrazioni create',
                updated: 'Integrazione aggiornata |||| %{smart_count} integrazioni aggiornate',
                deleted: 'Integrazione rimossa |||| %{smart_count} integrazioni rimosse',
            },
            fields: {
                id: 'ID',
                name: 'Nome',
                type: 'Tipo',
                details: {
                    infoList: {
                        url: 'URL',
                        applicationId: 'ID applicazione',
                        apiToken: 'Chiave API',
                        username: 'Nome utente',
                        password: 'Password',
                        clientId: 'ID client',
                        integrationSecret: 'Segreto client',
                        as_id: 'ID AS',
                        as_key: 'Chiave AS',
                        connectivityPlanId: 'ID piano di connettività',
                        organizationId: 'ID organizzazione',
                        folder: 'Cartella',
                        driverInstance: 'Istanza del driver',
                    },
                },
            },
            add: 'Aggiungi integrazione',
            none_to_choose:
                "Ancora nessuna integrazione da scegliere: i dispositivi arrivano tramite un'integrazione. Aggiungine prima una.",
            edit: 'Integrazione',
            types: {
                CHIRPSTACK_V3: 'ChirpStack v3',
                CHIRPSTACK_V4: 'ChirpStack v4',
                MQTT: 'MQTT',
                REST: 'REST',
                SWISSCOM: 'Swisscom',
                DIGIMONDO: 'Digimondo',
                WEBHOOK_DIGIMONDO: 'Webhook Digimondo',
                ELEMENT: 'Element',
            },
            wizard: {
                name: "Nome dell'integrazione",
                type: 'Tipo e impostazioni',
            },
            action: {
                generate: 'Genera',
            },
            helper: {
                client_id: 'Sempre uguale al nome utente',
                swisscom_credentials:
                    'Accesso con nome utente e password, oppure con una chiave API.',
                element_waiting: "Inserire l'URL e la chiave API per caricare le opzioni.",
                element_failed: 'Impossibile caricare le opzioni.',
            },
            validation: {
                swisscom_credentials: 'Inserisci nome utente e password, oppure una chiave API',
            },
            uplink: {
                label: 'Indirizzo di uplink (esempio)',
                helper: "Sostituire %{placeholder} con l'ID del dispositivo che invia la lettura.",
                copy: 'Copia',
                copied: 'Copiato',
                copy_failed: 'Impossibile copiare negli appunti',
            },
        },
    },
};

export default integrations;

/** German messages of the integrations area. */
import type { IntegrationsMessages } from '../en/integrations';

const integrations: IntegrationsMessages = {
    resources: {
        integrations: {
            name: 'Integration |||| Integrationen',
            forcedCaseName: 'Integration',
            purpose:
                'Integrationen verbinden die Organisation mit ihren IoT-Netzanbietern; über sie werden Geräte eingebunden.',
            empty: 'Noch keine Integrationen.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Integration erstellt |||| %{smart_count} Integrationen erstellt',
                updated: 'Integration aktualisiert |||| %{smart_count} Integrationen aktualisiert',
                deleted: 'Integration entfernt |||| %{smart_count} Integrationen entfernt',
            },
            fields: {
                id: 'ID',
                name: 'Name',
                type: 'Typ',
                details: {
                    infoList: {
                        url: 'URL',
                        applicationId: 'Anwendungs-ID',
                        apiToken: 'API-Schlüssel',
                        username: 'Benutzername',
                        password: 'Passwort',
                        clientId: 'Client-ID',
                        integrationSecret: 'Client-Secret',
                        as_id: 'AS-ID',
                        as_key: 'AS-Schlüssel',
                        connectivityPlanId: 'Konnektivitätsplan-ID',
                        organizationId: 'Organisations-ID',
                        folder: 'Ordner',
                        driverInstance: 'Treiberinstanz',
                    },
                },
            },
            add: 'Integration hinzufügen',
            none_to_choose:
                'Noch keine Integration zur Auswahl: Geräte kommen über eine Integration. Legen Sie zuerst eine an.',
            edit: 'Integration',
            types: {
                CHIRPSTACK_V3: 'ChirpStack v3',
                CHIRPSTACK_V4: 'ChirpStack v4',
                MQTT: 'MQTT',
                REST: 'REST',
                SWISSCOM: 'Swisscom',
                DIGIMONDO: 'Digimondo',
                WEBHOOK_DIGIMONDO: 'Digimondo-Webhook',
                ELEMENT: 'Element',
            },
            wizard: {
                name: 'Name der Integration',
                type: 'Typ und Einstellungen',
            },
            action: {
                generate: 'Erzeugen',
            },
            helper: {
                client_id: 'Immer gleich dem Benutzernamen',
                swisscom_credentials:
                    'Anmeldung mit Benutzername und Passwort oder mit einem API-Schlüssel.',
                element_waiting: 'URL und API-Schlüssel eingeben, um die Auswahl zu laden.',
                element_failed: 'Die Auswahl konnte nicht geladen werden.',
            },
            validation: {
                swisscom_credentials: 'Benutzername und Passwort oder einen API-Schlüssel eingeben',
            },
            uplink: {
                label: 'Uplink-Adresse (Beispiel)',
                helper: 'Ersetzen Sie %{placeholder} durch die Geräte-ID des Geräts, das den Messwert sendet.',
                copy: 'Kopieren',
                copied: 'Kopiert',
                copy_failed: 'Kopieren in die Zwischenablage fehlgeschlagen',
            },
        },
    },
};

export default integrations;

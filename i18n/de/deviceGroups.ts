/** German messages of the deviceGroups area. */
import type { DeviceGroupsMessages } from '../en/deviceGroups';

const deviceGroups: DeviceGroupsMessages = {
    resources: {
        deviceGroups: {
            name: 'Gerätegruppe |||| Gerätegruppen',
            forcedCaseName: 'Gerätegruppe',
            purpose:
                'Gerätegruppen sprechen mehrere Geräte eines Typs auf einmal an, mit Befehlen und Multicast-Nachrichten.',
            empty: 'Noch keine Gerätegruppen.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Gerätegruppe erstellt |||| %{smart_count} Gerätegruppen erstellt',
                updated: 'Gerätegruppe aktualisiert |||| %{smart_count} Gerätegruppen aktualisiert',
                deleted: 'Gerätegruppe entfernt |||| %{smart_count} Gerätegruppen entfernt',
            },
            fields: {
                name: 'Name',
                typeLabel: 'Typ',
                details: 'Gerätetyp',
                integrationId: 'Integration',
                mapping: 'Abonnierte Gruppe',
                groupDetails: {
                    infoList: {
                        nwAdr: 'Adresse',
                        nwSKey: 'Netzwerk-Sitzungsschlüssel',
                        appSKey: 'Anwendungs-Sitzungsschlüssel',
                        mcDevEUI: 'Geräte-EUI',
                        connectivityPlanId: 'Konnektivitätsplan-ID',
                        routingProfileId: 'Routingprofil-ID',
                        tag: 'Tag',
                    },
                },
            },
            add: 'Gerätegruppe hinzufügen',
            edit: 'Gerätegruppe',
            steps: {
                name: 'Name',
                device_type: 'Gerätetyp',
                integration: 'Integration',
                subscribed_group: 'Abonnierte Gruppe',
            },
            no_subscribed_group: 'Keine abonnierte Gruppe',
            no_services_yet:
                'Die Organisation hat noch keine Dienste: Die Gruppe kann später einem Dienst zugeordnet werden.',
            no_multicast_keys:
                'Dieser Integrationstyp überträgt keine LoRaWAN-Nachrichten, daher braucht die Gruppe keine Multicast-Schlüssel.',
            hex_hint: '%{length} Hexadezimalzeichen (0-9, A-F)',
            generate: {
                label: 'Erzeugen',
                nwAdr: 'Adresse erzeugen',
                nwSKey: 'Netzwerk-Sitzungsschlüssel erzeugen',
                appSKey: 'Anwendungs-Sitzungsschlüssel erzeugen',
                mcDevEUI: 'Geräte-EUI erzeugen',
            },
            validation: {
                hex_required: 'Pflichtfeld',
                hex_upper_case: 'Muss in Großbuchstaben geschrieben sein',
                hex_length: 'Muss genau %{length} Hexadezimalzeichen (0-9, A-F) lang sein',
                device_type_required: 'Der Gerätetyp muss angegeben werden',
            },
            commands: {
                title: 'Befehle an die Gruppe',
            },
        },
    },
};

export default deviceGroups;

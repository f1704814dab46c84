/** Italian messages of the deviceGroups area. */
import type { DeviceGroupsMessages } from '../en/deviceGroups';

const deviceGroups: DeviceGroupsMessages = {
    resources: {
        deviceGroups: {
            name: 'Gruppo di dispositivi |||| Gruppi di dispositivi',
            forcedCaseName: 'gruppo di dispositivi',
            purpose:
                'I gruppi di dispositivi raggiungono più dispositivi dello stesso tipo in una volta, con comandi e messaggi multicast.',
            empty: 'Non ci sono ancora gruppi di dispositivi.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created:
                    'Gruppo di dispositivi creato |||| %{smart_count} gruppi di dispositivi creati',
                updated:
                    'Gruppo di dispositivi aggiornato |||| %{smart_count} gruppi di dispositivi aggiornati',
                deleted:
                    'Gruppo di dispositivi rimosso |||| %{smart_count} gruppi di dispositivi rimossi',
            },
            fields: {
                name: 'Nome',
                typeLabel: 'Tipo',
                details: 'Tipo di dispositivo',
                integrationId: 'Integrazione',
                mapping: 'Gruppo sottoscritto',
                groupDetails: {
                    infoList: {
                        nwAdr: 'Indirizzo',
                        nwSKey: 'Chiave di sessione di rete',
                        appSKey: 'Chiave di sessione applicativa',
                        mcDevEUI: 'EUI del dispositivo',
                        connectivityPlanId: 'ID del piano di connettività',
                        routingProfileId: 'ID del profilo di instradamento',
                        tag: 'Tag',
                    },
                },
            },
            add: 'Aggiungi gruppo di dispositivi',
            edit: 'Gruppo di dispositivi',
            steps: {
                name: 'Nome',
                device_type: 'Tipo di dispositivo',
                integration: 'Integrazione',
                subscribed_group: 'Gruppo sottoscritto',
            },
            no_subscribed_group: 'Nessun gruppo sottoscritto',
            no_services_yet:
                "L'organizzazione non ha ancora servizi: il gruppo può essere sottoscritto a uno più tardi.",
            no_multicast_keys:
                'Questo tipo di integrazione non trasmette messaggi LoRaWAN, quindi il gruppo non richiede chiavi multicast.',
            hex_hint: '%{length} caratteri esadecimali (0-9, A-F)',
            generate: {
                label: 'Genera',
                nwAdr: 'Genera indirizzo',
                nwSKey: 'Genera chiave di sessione di rete',
                appSKey: 'Genera chiave di sessione applicativa',
                mcDevEUI: 'Genera EUI del dispositivo',
            },
            validation: {
                hex_required: 'Obbligatorio',
                hex_upper_case: 'Deve essere in maiuscolo',
                hex_length: 'Deve contenere esattamente %{length} caratteri esadecimali (0-9, A-F)',
                device_type_required: 'Il tipo di dispositivo deve essere indicato',
            },
            commands: {
                title: 'Comandi al gruppo',
            },
        },
    },
};

export default deviceGroups;

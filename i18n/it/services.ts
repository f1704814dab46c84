/** Italian messages of the services area. */
import type { ServicesMessages } from '../en/services';

const services: ServicesMessages = {
    resources: {
        services: {
            name: 'Servizio |||| Servizi',
            forcedCaseName: 'servizio',
            purpose:
                "I servizi portano i dispositivi dell'organizzazione in un'applicazione smart city, come l'illuminazione intelligente.",
            empty: 'Non ci sono ancora servizi.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Servizio creato |||| %{smart_count} servizi creati',
                updated: 'Servizio aggiornato |||| %{smart_count} servizi aggiornati',
                deleted: 'Servizio rimosso |||| %{smart_count} servizi rimossi',
            },
            fields: { id: 'ID', name: 'Nome', type: 'Tipo', isEnabled: 'Attivato' },
            add: 'Aggiungi servizio',
            edit: 'Servizio',
            types: {
                SLS: 'Illuminazione intelligente (SLS)',
                STS: 'Monitoraggio del traffico (STS)',
                SVS: 'Valvole intelligenti (SVS)',
                SES: 'Monitoraggio ambientale (SES)',
            },
            footer: { undo: 'Annulla modifiche', save: 'Salva modifiche' },
            list: {
                edit_activation: 'Modifica attivazione servizi',
                add: 'Aggiungi servizio',
            },
            wizard: {
                name: 'Nome',
                type: 'Tipo di servizio',
            },
            activation: {
                title: 'Modifica attivazione servizi',
                steps: {
                    option: 'Opzione di attivazione',
                    service: 'Seleziona servizio',
                    confirm: 'Conferma',
                },
                list_disabled: 'Servizi non attivati',
                list_enabled: 'Servizi attivati',
                no_candidates: 'Nessun servizio per questa opzione.',
                select_one: 'Seleziona un servizio per continuare.',
                loading: 'Caricamento dei servizi',
                intro: {
                    BY_LICENCE:
                        'Il servizio «%{name}» di tipo %{type} sarà attivato tramite licenza.',
                    AS_ADMIN:
                        'Il servizio «%{name}» di tipo %{type} sarà attivato come amministratore.',
                    NO_ACTIVATION: 'Il servizio «%{name}» di tipo %{type} sarà disattivato.',
                },
                summary: {
                    label: 'Licenze del tipo di servizio',
                    type: 'Tipo di servizio',
                    active: 'Già attivi',
                    available: 'Licenze disponibili',
                    status: 'Licenze',
                    enough: 'Sufficienti',
                    not_enough: 'Insufficienti',
                },
                loading_licences: 'Caricamento delle licenze',
                not_enough: 'Licenze insufficienti',
                action: {
                    BY_LICENCE: 'Attiva',
                    AS_ADMIN: 'Attiva',
                    NO_ACTIVATION: 'Disattiva',
                },
                done: {
                    BY_LICENCE: 'Servizio %{name} attivato',
                    AS_ADMIN: 'Servizio %{name} attivato',
                    NO_ACTIVATION: 'Servizio %{name} disattivato',
                },
            },
        },
    },
};

export default services;

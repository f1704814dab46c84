/** Italian messages of the console. */
import type { CoreMessages } from '../en/core';

const it: CoreMessages = {
    app: {
        title: 'Console IoT',
        title_count: '(%{count}) %{title}',
        loading: 'Caricamento della console…',
        boot_failed: 'Impossibile avviare la console: %{reason}',
        menu: {
            label: 'Navigazione principale',
            home: 'Home',
        },
        organization: {
            label: 'Organizzazione',
            none: 'Nessuna organizzazione selezionata',
            empty: 'Nessuna organizzazione disponibile',
            search: 'Cerca organizzazioni',
            no_match: 'Nessuna organizzazione corrisponde a «%{query}»',
            not_yours_shown:
                "Non puoi aprire l'organizzazione con ID %{requested}: viene mostrata %{shown}.",
            not_yours_none:
                "Non puoi aprire l'organizzazione con ID %{requested}. Nessuna organizzazione è selezionata.",
        },
        breadcrumb: {
            label: 'Percorso di navigazione',
        },
        /** The theme menu in the header: its button names the choice in force. */
        theme: {
            menu: 'Tema',
            label: 'Tema: %{choice}',
            light: 'Chiaro',
            dark: 'Scuro',
            system: 'Come il sistema',
        },
        /** The header's language menu button: what it is, then the language in force. */
        language_menu: 'Lingua: %{language}',
        /** The user menu button: the name shown, then what the button is. */
        user_menu: '%{name} (Profilo)',
        footer: {
            label: 'Versioni',
            server: 'Versione del server %{version}',
            console: 'Versione della console %{version}',
            unknown: 'sconosciuta',
        },
        error: {
            title: 'Ops, qualcosa è andato storto!',
            default_text: 'Si è verificato un errore imprevisto.',
            no_details: 'Il server ha segnalato un errore senza dettagli.',
            server_unavailable: "Riprova più tardi o contatta l'amministratore del servizio",
            acknowledge: 'OK',
        },
        access: {
            denied: 'Permesso negato',
            choose_organization: "Seleziona un'organizzazione",
            select_organization:
                "Seleziona un'organizzazione nell'intestazione per aprire questa pagina.",
            back_home: 'Torna alla home',
            admins_only: "Solo gli amministratori dell'organizzazione e di sistema possono farlo.",
            system_admins_only: 'Solo gli amministratori di sistema possono farlo.',
        },
        script_editor: {
            loading: 'Caricamento dell’editor di codice…',
            tab_moves:
                'Tab passa al campo successivo ed Esc esce dall’editor. Premi %{keys} per indentare con Tab.',
            tab_indents:
                'Tab indenta; Esc esce dall’editor. Premi %{keys} perché Tab torni a passare al campo successivo.',
            keys: 'Ctrl+M',
            keys_mac: 'Ctrl+Maiusc+M',
        },
        home: {
            title: 'Servizi',
            no_services_viewer: "L'amministratore della tua organizzazione può aggiungerli.",
            no_permission:
                "Non hai i permessi per nessun servizio. Contatta l'amministratore della tua organizzazione.",
            new_tab: 'si apre in una nuova scheda',
            device_health: {
                title: 'Stato dei dispositivi',
            },
            open_alarms: {
                title: 'Allarmi aperti',
                count: '%{smart_count} allarme attende la presa in carico. |||| %{smart_count} allarmi attendono la presa in carico.',
                none: 'Nessun allarme attende la presa in carico.',
                show_all: 'Mostra tutti gli allarmi',
                overdue_count: '%{smart_count} è in ritardo. |||| %{smart_count} sono in ritardo.',
            },
            tiles: {
                sls: 'Illuminazione intelligente',
                svs: 'Valvola intelligente',
                sts: 'Monitoraggio del traffico',
                ses: 'Monitoraggio ambientale',
                lpwan: 'Servizio LPWAN',
            },
        },
        pages: {
            dad: 'Dispositivi e dati',
            alarming: 'Gestione allarmi',
            organization: 'Organizzazione',
            licences: 'Gestione licenze',
            system: 'Amministrazione',
            settings: 'Impostazioni',
            integrations: 'Integrazioni',
            devices: 'Dispositivi',
            device_groups: 'Gruppi di dispositivi',
            data_sharings: 'Condivisioni dati',
            alarms: 'Allarmi e log',
            responsibles: 'Responsabili',
            custom_alarms: 'Allarmi personalizzati',
            services: 'Servizi',
            users: 'Gestione utenti',
            subscriptions: 'Abbonamenti',
            store: 'Negozio dei servizi',
            organizations: 'Organizzazioni',
            global_users: 'Utenti globali',
        },
        tiles: {
            integrations: 'Connessioni ai fornitori di rete IoT',
            devices: 'Registra, integra e attiva dispositivi',
            device_groups: 'Gruppi multicast di dispositivi',
            data_sharings: 'Inoltra i dati dei dispositivi ad altri sistemi',
            alarms: 'Allarmi di questa organizzazione',
            responsibles: 'Chi viene avvisato e quando',
            custom_alarms: 'Allarmi dai tuoi script',
            services: 'Servizi smart e la loro attivazione',
            users: 'Utenti e i loro ruoli',
            subscriptions: 'Pacchetti di licenze prenotati',
            store: 'Prenota pacchetti di servizi smart',
            organizations: 'Tenant della piattaforma',
            global_users: "Utenti dell'intera piattaforma",
        },
        settings: {
            language: 'Lingua',
            languages: {
                en: 'Inglese',
                de: 'Tedesco',
                it: 'Italiano',
            },
            alarms: 'Allarmi',
            overdue: {
                switch: 'Segna gli allarmi in ritardo',
                minutes: 'In ritardo dopo (minuti)',
                help: 'Un allarme aperto o attivo non preso in carico entro questo tempo viene segnato in ritardo.',
                invalid: 'Inserisci minuti interi da %{min} a %{max}',
            },
        },
        wizard: {
            steps: 'Passaggi',
            back: 'Indietro',
            next: 'Avanti',
        },
        conflict: {
            title: "Modificato da un'altra persona",
            text: "Da quando hai aperto questo modulo, un'altra persona ha salvato altri valori nei campi qui sotto. Prendi i suoi valori per vedere il record salvato (le tue altre modifiche restano nel modulo), oppure mantieni i tuoi per salvarli sopra i suoi.",
            field: 'Campo',
            theirs: 'Valore altrui',
            mine: 'Il tuo valore',
            empty: '(vuoto)',
            hidden: '(segreto, modificato)',
            structure: '(modificato; visibile nel modulo)',
            take_theirs: 'Prendi i suoi',
            keep_mine: 'Mantieni i miei',
        },
        action: {
            add: 'Aggiungi',
            remove: 'Rimuovi',
            actions: 'Azioni',
            undo: 'Annulla',
            save: 'Salva',
        },
        remove: {
            title: 'Rimuovi %{name} %{recordRepresentation}',
            content:
                'Vuoi davvero rimuovere %{recordRepresentation}? L’operazione non si può annullare.',
            /** A removal whose record was gone already (another tab, someone else): no error. */
            already_removed: 'Rimozione già avvenuta: %{name} %{recordRepresentation}.',
            some_already_removed:
                '%{done}; rimozione già avvenuta per %{smart_count} dei selezionati.',
            all_already_removed: 'La selezione era già stata rimossa.',
        },
        validation: {
            name_taken: 'Questo nome è già in uso',
            integer: 'Inserisci un numero intero',
            name_characters: "Usa solo lettere, cifre, spazi e - _ . & ' ( ) ,",
            email: 'Inserisci un indirizzo email valido',
            hygiene: {
                empty: 'Contiene solo caratteri invisibili',
                bidi: 'Non deve contenere caratteri di controllo della direzione (come da destra a sinistra)',
                control: 'Non deve contenere caratteri di controllo (come NUL)',
                url: 'Inserisci un indirizzo http:// o https:// con un host',
                private_address:
                    'Non deve essere un indirizzo locale, link-local o di rete privata',
            },
        },
    },
    resources: {
        organizations: {
            name: 'Organizzazione |||| Organizzazioni',
            forcedCaseName: 'organizzazione',
            purpose:
                'Le organizzazioni sono i tenant della piattaforma, ognuna con integrazioni, dispositivi e utenti propri.',
            empty: 'Non ci sono ancora organizzazioni.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Organizzazione creata |||| %{smart_count} organizzazioni create',
                updated: 'Organizzazione aggiornata |||| %{smart_count} organizzazioni aggiornate',
                deleted: 'Organizzazione rimossa |||| %{smart_count} organizzazioni rimosse',
            },
            fields: {
                id: 'ID',
                name: 'Nome',
                billingId: 'ID di fatturazione',
            },
            add: 'Aggiungi organizzazione',
            edit: 'Modifica organizzazione',
        },
    },
    /** react-admin's Not Found text, without a full stop: react-admin adds one. */
    ra: {
        message: {
            not_found:
                'Questa pagina non esiste: l’indirizzo è sbagliato oppure il link non è valido',
        },
    },
};

export default it;

/**
 * react-admin 5 messages missing from ra-language-italian 3.13.1 (written for react-admin 3).
 * Deep-merged over ra-language-italian, it covers every key of ra-language-english 5.15, and
 * replaces the two messages the package leaves in English (delete_content, bulk_delete_title).
 */
export const raItalianCompletion = {
    ra: {
        action: {
            clear_array_input: "Svuota l'elenco",
            create_item: 'Crea %{item}',
            remove_all_filters: 'Rimuovi tutti i filtri',
            reset: 'Ripristina',
            search_columns: 'Cerca colonne',
            select_all: 'Seleziona tutto',
            select_all_button: 'Seleziona tutto',
            select_row: 'Seleziona questa riga',
            update: 'Aggiorna',
            move_up: 'Sposta su',
            move_down: 'Sposta giù',
            open: 'Apri',
            toggle_theme: 'Passa alla modalità chiara/scura',
            select_columns: 'Colonne',
            update_application: "Ricarica l'applicazione",
        },
        page: {
            access_denied: 'Accesso negato',
            authentication_error: 'Errore di autenticazione',
        },
        input: {
            password: {
                toggle_visible: 'Nascondi la password',
                toggle_hidden: 'Mostra la password',
            },
        },
        message: {
            // English in ra-language-italian 3.13.1.
            delete_content: 'Vuoi davvero rimuovere questo elemento?',
            bulk_delete_title: 'Rimuovi %{name} |||| Rimuovi %{smart_count} %{name}',
            access_denied: 'Non hai i permessi necessari per accedere a questa pagina.',
            authentication_error:
                'Il server di autenticazione ha restituito un errore e non è stato possibile verificare le tue credenziali.',
            auth_error:
                'Si è verificato un errore durante la convalida del token di autenticazione.',
            bulk_update_content:
                'Sei sicuro di voler aggiornare %{name} %{recordRepresentation}? |||| Sei sicuro di voler aggiornare questi %{smart_count} elementi?',
            bulk_update_title:
                'Aggiorna %{name} %{recordRepresentation} |||| Aggiorna %{smart_count} %{name}',
            clear_array_input: "Sei sicuro di voler svuotare l'intero elenco?",
            select_all_limit_reached:
                'Ci sono troppi elementi per selezionarli tutti. Sono stati selezionati solo i primi %{max} elementi.',
            placeholder_data_warning: 'Problema di rete: aggiornamento dei dati non riuscito.',
        },
        navigation: {
            clear_filters: 'Azzera i filtri',
            no_filtered_results: '%{name}: nessun risultato con i filtri attuali.',
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} di oltre %{offsetEnd}',
            current_page: 'Pagina %{page}',
            page: 'Vai alla pagina %{page}',
            first: 'Vai alla prima pagina',
            last: "Vai all'ultima pagina",
            previous: 'Vai alla pagina precedente',
            // ra-language-italian's "Successivo" does not name the page, unlike its neighbours.
            next: 'Vai alla pagina successiva',
        },
        auth: {
            email: 'Email',
        },
        notification: {
            not_authorized: 'Non sei autorizzato ad accedere a questa risorsa.',
            application_update_available: 'È disponibile una nuova versione.',
            offline: 'Nessuna connessione. Impossibile recuperare i dati.',
        },
        validation: {
            unique: 'Deve essere univoco',
        },
        saved_queries: {
            label: 'Ricerche salvate',
            query_name: 'Nome della ricerca',
            new_label: 'Salva la ricerca corrente...',
            new_dialog_title: 'Salva la ricerca corrente come',
            remove_label: 'Rimuovi la ricerca salvata',
            remove_label_with_name: 'Rimuovi la ricerca "%{name}"',
            remove_dialog_title: 'Rimuovere la ricerca salvata?',
            remove_message:
                "Sei sicuro di voler rimuovere questo elemento dall'elenco delle ricerche salvate?",
            help: "Filtra l'elenco e salva questa ricerca per usarla in seguito",
        },
        guesser: {
            empty: {
                title: 'Nessun dato da visualizzare',
                message: 'Controlla il tuo data provider',
            },
        },
        configurable: {
            customize: 'Personalizza',
            configureMode: 'Configura questa pagina',
            inspector: {
                title: 'Ispettore',
                content: "Passa il mouse sugli elementi dell'interfaccia per configurarli",
                reset: 'Ripristina le impostazioni',
                hideAll: 'Nascondi tutto',
                showAll: 'Mostra tutto',
            },
            Datagrid: {
                title: 'Tabella dati',
                unlabeled: 'Colonna senza etichetta #%{column}',
            },
            SimpleForm: {
                title: 'Modulo',
                unlabeled: 'Campo senza etichetta #%{input}',
            },
            SimpleList: {
                title: 'Elenco',
                primaryText: 'Testo principale',
                secondaryText: 'Testo secondario',
                tertiaryText: 'Testo terziario',
            },
        },
    },
};

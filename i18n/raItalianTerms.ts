/**
 * react-admin messages of ra-language-italian corrected to the glossary (i18n/GLOSSARY.md) and to
 * the console's Italian: one word per concept, the informal imperative, no English left, and
 * the placeholders that react-admin 5 passes.
 */
export const raItalianTerms = {
    ra: {
        action: {
            delete: 'Elimina',
            clear_input_value: 'Svuota il campo',
            search: 'Cerca',
        },
        boolean: {
            true: 'Sì',
        },
        page: {
            edit: '%{name} %{recordRepresentation}',
            show: '%{name} %{recordRepresentation}',
        },
        message: {
            are_you_sure: 'Sei sicuro?',
            yes: 'Sì',
            delete_title: 'Elimina %{name} %{recordRepresentation}',
            delete_content: 'Vuoi davvero eliminare questo elemento (%{name})?',
            bulk_delete_title: 'Elimina %{name} |||| Elimina %{smart_count} %{name}',
            bulk_delete_content:
                'Vuoi davvero eliminare questo elemento (%{name})? |||| Vuoi davvero eliminare questi %{smart_count} elementi?',
            error: 'Si è verificato un errore nel browser e la richiesta non è stata completata.',
            invalid_form: 'Il modulo non è valido. Controlla gli errori',
            loading: 'Attendi un momento',
        },
        navigation: {
            next: 'Vai alla pagina successiva',
            no_results: 'Nessun risultato trovato',
            page_out_from_end: 'Non ci sono pagine dopo l’ultima',
            page_out_from_begin: 'Non ci sono pagine prima della pagina 1',
            page_rows_per_page: 'Righe per pagina:',
        },
        sort: {
            ASC: 'crescente',
        },
        auth: {
            sign_in: 'Accedi',
            logout: 'Esci',
            auth_check_error: 'Accedi per continuare',
            sign_in_error: 'Accesso non riuscito, riprova',
        },
        notification: {
            updated: 'Elemento aggiornato |||| %{smart_count} elementi aggiornati',
            created: 'Elemento creato',
            deleted: 'Elemento eliminato |||| %{smart_count} elementi eliminati',
            bad_item: 'Elemento errato',
            item_doesnt_exist: 'L’elemento non esiste',
            logged_out: 'La sessione è terminata: accedi di nuovo.',
        },
        validation: {
            required: 'Obbligatorio',
        },
    },
};

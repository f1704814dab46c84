/**
 * react-admin messages of ra-language-german corrected to the glossary (i18n/GLOSSARY.md) and to
 * the console's German: one word per concept, ß, the polite "Sie", and the placeholders that
 * react-admin 5 passes.
 */
export const raGermanTerms = {
    ra: {
        action: {
            add: 'Hinzufügen',
            undo: 'Rückgängig',
            close: 'Schließen',
            open_menu: 'Menü öffnen',
            close_menu: 'Menü schließen',
        },
        page: {
            edit: '%{name} %{recordRepresentation}',
            show: '%{name} %{recordRepresentation}',
            error: 'Etwas ist schiefgelaufen',
            loading: 'Wird geladen',
            invite: 'Möchten Sie eines hinzufügen?',
        },
        message: {
            delete_title: '%{name} %{recordRepresentation} löschen',
            delete_content: 'Möchten Sie dieses Element (%{name}) wirklich löschen?',
            bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
            loading: 'Bitte warten',
        },
        navigation: {
            no_results: 'Keine %{name} gefunden',
            no_more_results: 'Die Seite %{page} ist leer. Versuchen Sie die vorherige Seite.',
            page_out_of_boundaries: 'Die Seite %{page} liegt außerhalb des gültigen Bereichs',
            page_out_from_end: 'Nach der letzten Seite gibt es keine weitere',
            page_out_from_begin: 'Vor Seite 1 gibt es keine Seite',
            next: 'Zur nächsten Seite',
        },
        auth: {
            auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
            username: 'Benutzername',
            sign_in_error: 'Die Anmeldung ist fehlgeschlagen, bitte versuchen Sie es erneut',
        },
        notification: {
            data_provider_error:
                'Fehler im dataProvider. Prüfen Sie die Browserkonsole für Details.',
            logged_out: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
        },
        validation: {
            required: 'Pflichtfeld',
            number: 'Muss eine Zahl sein',
            oneOf: 'Muss einer dieser Werte sein: %{options}',
            regex: 'Muss diesem Format (regulärer Ausdruck) entsprechen: %{pattern}',
        },
    },
};

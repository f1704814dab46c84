/**
 * react-admin 5 messages missing from ra-language-german 3.13.5 (written for react-admin 3).
 * Deep-merged over ra-language-german, it covers every key of ra-language-english 5.15.
 */
export const raGermanCompletion = {
    ra: {
        action: {
            clear_array_input: 'Liste leeren',
            create_item: '%{item} erstellen',
            remove_all_filters: 'Alle Filter entfernen',
            reset: 'Zurücksetzen',
            search_columns: 'Spalten durchsuchen',
            select_all: 'Alle auswählen',
            select_all_button: 'Alle auswählen',
            select_row: 'Diese Zeile auswählen',
            update: 'Aktualisieren',
            move_up: 'Nach oben verschieben',
            move_down: 'Nach unten verschieben',
            open: 'Öffnen',
            toggle_theme: 'Hell-/Dunkelmodus umschalten',
            select_columns: 'Spalten',
            update_application: 'Anwendung neu laden',
        },
        page: {
            access_denied: 'Zugriff verweigert',
            authentication_error: 'Authentifizierungsfehler',
        },
        message: {
            access_denied:
                'Sie haben nicht die erforderlichen Berechtigungen, um diese Seite aufzurufen.',
            authentication_error:
                'Der Authentifizierungsserver hat einen Fehler gemeldet. Ihre Anmeldedaten konnten nicht überprüft werden.',
            auth_error: 'Beim Überprüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
            bulk_update_content:
                'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
            bulk_update_title:
                '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
            clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
            select_all_limit_reached:
                'Es sind zu viele Elemente vorhanden, um alle auszuwählen. Es wurden nur die ersten %{max} Elemente ausgewählt.',
            placeholder_data_warning:
                'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
        },
        navigation: {
            clear_filters: 'Filter zurücksetzen',
            no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
            current_page: 'Seite %{page}',
            page: 'Zu Seite %{page}',
            first: 'Zur ersten Seite',
            last: 'Zur letzten Seite',
            previous: 'Zur vorherigen Seite',
            // ra-language-german's "Weiter" does not name the page, unlike its neighbours.
            next: 'Zur nächsten Seite',
        },
        sort: {
            sort_by: 'Nach %{field} %{order} sortieren',
            ASC: 'aufsteigend',
            DESC: 'absteigend',
        },
        auth: {
            email: 'E-Mail',
        },
        notification: {
            not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
            application_update_available: 'Eine neue Version ist verfügbar.',
            offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
        },
        validation: {
            unique: 'Muss eindeutig sein',
        },
        saved_queries: {
            label: 'Gespeicherte Abfragen',
            query_name: 'Name der Abfrage',
            new_label: 'Aktuelle Abfrage speichern...',
            new_dialog_title: 'Aktuelle Abfrage speichern als',
            remove_label: 'Gespeicherte Abfrage entfernen',
            remove_label_with_name: 'Abfrage „%{name}“ entfernen',
            remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
            remove_message:
                'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
            help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
        },
        guesser: {
            empty: {
                title: 'Keine Daten vorhanden',
                message: 'Bitte überprüfen Sie Ihren Data Provider',
            },
        },
        configurable: {
            customize: 'Anpassen',
            configureMode: 'Diese Seite konfigurieren',
            inspector: {
                title: 'Inspektor',
                content:
                    'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
                reset: 'Einstellungen zurücksetzen',
                hideAll: 'Alle ausblenden',
                showAll: 'Alle einblenden',
            },
            Datagrid: {
                title: 'Datentabelle',
                unlabeled: 'Spalte ohne Bezeichnung #%{column}',
            },
            SimpleForm: {
                title: 'Formular',
                unlabeled: 'Eingabefeld ohne Bezeichnung #%{input}',
            },
            SimpleList: {
                title: 'Liste',
                primaryText: 'Primärer Text',
                secondaryText: 'Sekundärer Text',
                tertiaryText: 'Tertiärer Text',
            },
        },
    },
};

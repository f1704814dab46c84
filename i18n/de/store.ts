/** German messages of the service store and booking. */
import type { StoreMessages } from '../en/store';

const store: StoreMessages = {
    store: {
        title: 'Dienste-Shop',
        service_title: 'Service-Details',
        grid_label: 'Smart Services',
        country_note:
            'Buchungen erfolgen in Ihrem Rechnungsland. Der Dienste-Shop ist in Ihrem Rechnungsland möglicherweise noch nicht verfügbar.',
        no_services: 'Zurzeit werden keine Smart Services angeboten.',
        open_service: '%{name} öffnen',
        not_found: 'Dieser Smart Service wird nicht angeboten.',
        pricing: 'Preise',
        packages_label: 'Pakete von %{name}',
        price_note:
            'Alle Preise in Euro (EUR) pro Einheit und Jahr, zuzüglich der gesetzlichen Mehrwertsteuer.',
        package: {
            booked: 'Gebucht: %{quantity}',
            per_year: 'pro Einheit und Jahr',
            book: 'Buchen',
            book_label: '%{name} buchen',
            contract_period:
                'Vertragslaufzeit: %{smart_count} Jahr, verlängert sich automatisch |||| Vertragslaufzeit: %{smart_count} Jahre, verlängert sich automatisch',
        },
        account: {
            update: 'Rechnungskonto aktualisieren',
            title: 'Rechnungskonto',
            saved: 'Rechnungskonto aktualisiert',
            country_help: 'Zweistelliger Ländercode, z. B. DE',
            country_invalid: 'Geben Sie einen zweistelligen Ländercode ein',
            fields: {
                companyName: 'Firmenname',
                firstName: 'Vorname',
                lastName: 'Nachname',
                street: 'Straße',
                houseNumber: 'Hausnummer',
                postalCode: 'Postleitzahl',
                city: 'Ort',
                country: 'Land',
            },
        },
        partner: {
            title: 'Ihr lokaler Vertragspartner',
        },
        booking: {
            title: '%{name} buchen',
            quantity: 'Anzahl',
            internal_order_id: 'Interne Bestellnummer',
            terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
            total: 'Summe pro Jahr: %{total}',
            unit_price: 'Preis pro Einheit und Jahr: %{price}',
            submit: 'Jetzt buchen',
            quantity_invalid: 'Die Anzahl muss eine ganze Zahl größer als 0 sein',
            terms_required: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
            thanks_title: 'Vielen Dank für Ihre Bestellung!',
            thanks_text: 'Ihre Buchung ist eingegangen. Die Seite wird gleich neu geladen.',
        },
    },
};

export default store;

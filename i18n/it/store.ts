/** Italian messages of the service store and booking. */
import type { StoreMessages } from '../en/store';

const store: StoreMessages = {
    store: {
        title: 'Negozio dei servizi',
        service_title: 'Dettagli del servizio',
        grid_label: 'Servizi smart',
        country_note:
            'Le prenotazioni avvengono nel paese di fatturazione. Il negozio dei servizi potrebbe non essere ancora disponibile nel tuo paese di fatturazione.',
        no_services: 'Al momento non sono offerti servizi smart.',
        open_service: 'Apri %{name}',
        not_found: 'Questo servizio smart non è in offerta.',
        pricing: 'Prezzi',
        packages_label: 'Pacchetti di %{name}',
        price_note: "Tutti i prezzi sono in euro (EUR) per unità e anno, più l'IVA di legge.",
        package: {
            booked: 'Prenotati: %{quantity}',
            per_year: 'per unità e anno',
            book: 'Prenota',
            book_label: 'Prenota %{name}',
            contract_period:
                'Durata del contratto: %{smart_count} anno, con rinnovo automatico |||| Durata del contratto: %{smart_count} anni, con rinnovo automatico',
        },
        account: {
            update: 'Aggiorna account di fatturazione',
            title: 'Account di fatturazione',
            saved: 'Account di fatturazione aggiornato',
            country_help: 'Codice paese di due lettere, ad es. IT',
            country_invalid: 'Inserisci un codice paese di due lettere',
            fields: {
                companyName: 'Ragione sociale',
                firstName: 'Nome',
                lastName: 'Cognome',
                street: 'Via',
                houseNumber: 'Numero civico',
                postalCode: 'CAP',
                city: 'Città',
                country: 'Paese',
            },
        },
        partner: {
            title: 'Il tuo partner contrattuale locale',
        },
        booking: {
            title: 'Prenota %{name}',
            quantity: 'Quantità',
            internal_order_id: "Numero d'ordine interno",
            terms: 'Accetto i termini e le condizioni',
            total: "Totale all'anno: %{total}",
            unit_price: 'Prezzo per unità e anno: %{price}',
            submit: 'Prenota ora',
            quantity_invalid: 'La quantità deve essere un numero intero maggiore di 0',
            terms_required: 'Accetta i termini e le condizioni',
            thanks_title: 'Grazie per il tuo ordine!',
            thanks_text: 'La prenotazione è stata ricevuta. La pagina si ricarica tra poco.',
        },
    },
};

export default store;

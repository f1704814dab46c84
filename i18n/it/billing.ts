/** Italian messages of the billing sign-in and subscriptions. */
import type { BillingMessages } from '../en/billing';

const billing: BillingMessages = {
    billing: {
        title: 'Fatturazione',
        login: {
            title: 'Accedi al fornitore di fatturazione',
            intro: "Gli abbonamenti e il negozio dei servizi richiedono l'accesso con l'account di fatturazione di questa organizzazione.",
            username: 'Nome utente',
            password: 'Password',
            submit: 'Accedi',
            form_label: 'Accesso alla fatturazione',
        },
        signed_in: 'Accesso alla fatturazione come %{name}',
        sign_out: 'Esci dalla fatturazione',
        need_login: 'Accedi prima al fornitore di fatturazione nella pagina Gestione licenze.',
        to_licences: 'Vai a Gestione licenze',
    },
    resources: {
        subscriptions: {
            name: 'Abbonamento |||| Abbonamenti',
            forcedCaseName: 'abbonamento',
            purpose:
                "Gli abbonamenti sono i pacchetti di servizi prenotati per l'organizzazione; prenotane uno nel negozio dei servizi.",
            empty: 'Non ci sono ancora abbonamenti.',
            fields: {
                name: 'Nome',
                quantity: 'Quantità',
                bookedPackageId: 'ID pacchetto',
                internalOrderId: 'Riferimento interno',
                startDate: 'Data di inizio',
                endDate: 'Data di fine',
            },
            export: 'Esporta',
            export_done: '1 abbonamento esportato |||| %{smart_count} abbonamenti esportati',
            cancel: 'Disdici abbonamento',
            cancel_title: 'Disdici abbonamento %{name}',
            cancel_confirm: 'Vuoi davvero disdire questo abbonamento?',
            cancelled: 'Abbonamento disdetto',
        },
    },
};

export default billing;

/** German messages of the billing sign-in and subscriptions. */
import type { BillingMessages } from '../en/billing';

const billing: BillingMessages = {
    billing: {
        title: 'Abrechnung',
        login: {
            title: 'Beim Abrechnungsanbieter anmelden',
            intro: 'Abonnements und der Dienste-Shop brauchen eine Anmeldung mit dem Abrechnungskonto dieser Organisation.',
            username: 'Benutzername',
            password: 'Passwort',
            submit: 'Anmelden',
            form_label: 'Anmeldung Abrechnung',
        },
        signed_in: 'Bei der Abrechnung angemeldet als %{name}',
        sign_out: 'Von der Abrechnung abmelden',
        need_login:
            'Melden Sie sich zuerst auf der Seite Lizenzverwaltung beim Abrechnungsanbieter an.',
        to_licences: 'Zur Lizenzverwaltung',
    },
    resources: {
        subscriptions: {
            name: 'Abonnement |||| Abonnements',
            forcedCaseName: 'Abonnement',
            purpose:
                'Abonnements sind die für die Organisation gebuchten Dienstpakete; buchen Sie eines im Dienste-Shop.',
            empty: 'Noch keine Abonnements.',
            fields: {
                name: 'Name',
                quantity: 'Menge',
                bookedPackageId: 'Paket-ID',
                internalOrderId: 'Interne Referenz',
                startDate: 'Startdatum',
                endDate: 'Enddatum',
            },
            export: 'Exportieren',
            export_done: '1 Abonnement exportiert |||| %{smart_count} Abonnements exportiert',
            cancel: 'Abonnement kündigen',
            cancel_title: 'Abonnement %{name} kündigen',
            cancel_confirm: 'Möchten Sie dieses Abonnement wirklich kündigen?',
            cancelled: 'Abonnement gekündigt',
        },
    },
};

export default billing;

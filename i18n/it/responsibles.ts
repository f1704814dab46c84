/** Italian messages of the responsibles area. */
import type { ResponsiblesMessages } from '../en/responsibles';

const responsibles: ResponsiblesMessages = {
    resources: {
        responsibles: {
            name: 'Responsabile |||| Responsabili',
            forcedCaseName: 'responsabile',
            purpose:
                'I responsabili sono le persone avvisate degli allarmi, ognuna con un piano di tipi di allarme e orari di servizio.',
            empty: 'Non ci sono ancora responsabili.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created: 'Responsabile creato |||| %{smart_count} responsabili creati',
                updated: 'Responsabile aggiornato |||| %{smart_count} responsabili aggiornati',
                deleted: 'Responsabile rimosso |||| %{smart_count} responsabili rimossi',
            },
            fields: {
                name: 'Nome',
                email: 'Email',
                plans: 'Piano di responsabilità',
            },
            add: 'Aggiungi responsabile',
            edit: 'Modifica responsabile',
            steps: {
                person: 'Nome ed email',
                plan: 'Piano di responsabilità',
            },
            plan: {
                intro: "Attiva l'organizzazione o i servizi di cui questa persona è responsabile, poi scegli i tipi di allarme e gli orari di servizio.",
                organization: 'Organizzazione',
                service: 'Servizio',
                alarm_types: 'Tipi di allarme',
                service_times: 'Orari di servizio',
                start: 'Inizio',
                end: 'Fine',
                day_start: '%{day} inizio',
                day_end: '%{day} fine',
                next_day: 'Giorno seguente (%{day})',
                day_off: 'Nessun servizio',
                loading: "Caricamento dell'organizzazione e dei suoi servizi…",
                load_failed:
                    'Non è stato possibile caricare i servizi; il piano non può essere modificato ora.',
            },
            weekdays: {
                monday: 'Lunedì',
                tuesday: 'Martedì',
                wednesday: 'Mercoledì',
                thursday: 'Giovedì',
                friday: 'Venerdì',
                saturday: 'Sabato',
                sunday: 'Domenica',
            },
            validation: {
                alarm_types: 'Scegli almeno un tipo di allarme',
                night_does_not_fit:
                    'Prosegue fino alle %{end} di %{next}, ma %{next} inizia alle %{start} (un intervallo al giorno). Fai iniziare %{next} alle 00:00 o disattivalo.',
            },
        },
    },
    /** Who is on duty now, by the responsibles' plans (resources/responsibles/onDuty.ts). */
    duty: {
        on_duty: 'Di turno',
        off_duty: 'Non di turno',
        column: 'Di turno ora',
        filter: {
            label: 'Turno',
            on: 'Di turno ora',
            off: 'Non di turno ora',
        },
        names: 'Di turno: %{names}',
        nobody: 'Nessuno di turno',
    },
};

export default responsibles;

/** Italian messages of bulk work on selected records and the device list's bulk actions. */
import type { BulkMessages } from '../en/bulk';

const bulk: BulkMessages = {
    app: {
        bulk: {
            select_all_matching: 'Seleziona tutti i %{count} risultati',
            progress_label: 'Avanzamento',
            progress: '%{done} completati, %{failed} non riusciti, %{left} rimanenti',
            cancel_hint: 'Annulla si ferma prima del successivo; quelli completati restano tali.',
            cancelling: 'Arresto dopo quello in corso…',
            finished: 'Terminato',
            cancelled: 'Annullato',
            summary: '%{done} completati, %{failed} non riusciti, %{untouched} non iniziati.',
            /** Removals whose record was gone already (counted as done). */
            already_removed: 'Rimozione già avvenuta per %{count} di questi.',
            failed_heading: 'Non riusciti',
            retry_failed: 'Riprova quello non riuscito |||| Riprova i %{smart_count} non riusciti',
            failure: {
                conflict:
                    'Modificato da qualcun altro nel frattempo; aprilo per vedere le modifiche, poi riprova.',
                no_answer: 'Nessuna risposta dal server; potrebbe essere stato eseguito o no.',
                status: 'Il server lo ha rifiutato (stato %{status}).',
                unknown: 'Non riuscito per un motivo sconosciuto.',
            },
        },
    },
    devices: {
        bulk: {
            activation: 'Attiva o disattiva',
            remove: {
                action: 'Rimuovi',
                confirm:
                    'Rimuovere %{smart_count} dispositivo? |||| Rimuovere %{smart_count} dispositivi?',
                content: 'L’operazione non si può annullare.',
                run: 'Rimuovi',
                running: 'Rimozione dei dispositivi',
            },
            assign: {
                action: 'Assegna servizio',
                confirm:
                    'Assegnare un servizio a %{smart_count} dispositivo? |||| Assegnare un servizio a %{smart_count} dispositivi?',
                none: 'Nessun servizio',
                run: 'Assegna',
                running: 'Assegnazione del servizio',
            },
            tag: {
                action: 'Imposta tag',
                confirm:
                    'Impostare il tag di %{smart_count} dispositivo? |||| Impostare il tag di %{smart_count} dispositivi?',
                licence_note:
                    'I dispositivi attivati che ricevono il tag illuminazione o segmento di illuminazione richiedono una licenza ciascuno.',
                run: 'Imposta tag',
                running: 'Impostazione del tag',
            },
            refusal: {
                licences: 'Licenze insufficienti per %{tag}.',
                tag_not_allowed: "L'integrazione %{integration} non consente il tag %{tag}.",
            },
        },
    },
};

export default bulk;

/** German messages of bulk work on selected records and the device list's bulk actions. */
import type { BulkMessages } from '../en/bulk';

const bulk: BulkMessages = {
    app: {
        bulk: {
            select_all_matching: 'Alle %{count} Treffer auswählen',
            progress_label: 'Fortschritt',
            progress: '%{done} erledigt, %{failed} fehlgeschlagen, %{left} ausstehend',
            cancel_hint: 'Abbrechen hält vor dem nächsten an; was erledigt ist, bleibt erledigt.',
            cancelling: 'Wird nach dem aktuellen angehalten…',
            finished: 'Abgeschlossen',
            cancelled: 'Abgebrochen',
            summary: '%{done} erledigt, %{failed} fehlgeschlagen, %{untouched} nicht begonnen.',
            /** Removals whose record was gone already (counted as done). */
            already_removed: 'Davon bereits entfernt: %{count}.',
            failed_heading: 'Fehlgeschlagen',
            retry_failed:
                'Den fehlgeschlagenen erneut versuchen |||| Die %{smart_count} fehlgeschlagenen erneut versuchen',
            failure: {
                conflict:
                    'Inzwischen von jemand anderem geändert; öffnen Sie es, um die Änderungen zu sehen, und versuchen Sie es dann erneut.',
                no_answer:
                    'Keine Antwort vom Server; es wurde möglicherweise ausgeführt, möglicherweise nicht.',
                status: 'Der Server hat es abgelehnt (Status %{status}).',
                unknown: 'Aus unbekanntem Grund fehlgeschlagen.',
            },
        },
    },
    devices: {
        bulk: {
            activation: 'Aktivieren oder deaktivieren',
            remove: {
                action: 'Entfernen',
                confirm: '%{smart_count} Gerät entfernen? |||| %{smart_count} Geräte entfernen?',
                content: 'Das lässt sich nicht rückgängig machen.',
                run: 'Entfernen',
                running: 'Geräte werden entfernt',
            },
            assign: {
                action: 'Dienst zuweisen',
                confirm:
                    '%{smart_count} Gerät einen Dienst zuweisen? |||| %{smart_count} Geräten einen Dienst zuweisen?',
                none: 'Kein Dienst',
                run: 'Zuweisen',
                running: 'Dienst wird zugewiesen',
            },
            tag: {
                action: 'Tag setzen',
                confirm:
                    'Tag von %{smart_count} Gerät setzen? |||| Tag von %{smart_count} Geräten setzen?',
                licence_note:
                    'Aktivierte Geräte, die das Tag Beleuchtung oder Lichtsegment erhalten, brauchen je eine Lizenz.',
                run: 'Tag setzen',
                running: 'Tag wird gesetzt',
            },
            refusal: {
                licences: 'Nicht genügend Lizenzen für %{tag}.',
                tag_not_allowed: 'Die Integration %{integration} erlaubt das Tag %{tag} nicht.',
            },
        },
    },
};

export default bulk;

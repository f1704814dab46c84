/** Italian messages of the alarms area. */
import type { AlarmsMessages } from '../en/alarms';

const alarms: AlarmsMessages = {
    resources: {
        alarms: {
            name: 'Allarme |||| Allarmi',
            forcedCaseName: 'allarme',
            /** An alarm's page (/alarming/alarms/alarm). */
            show: 'Allarme',
            purpose:
                'Gli allarmi sono generati dagli allarmi personalizzati e dalla piattaforma; qui vengono seguiti e presi in carico.',
            empty: 'Non ci sono ancora allarmi.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                deleted: 'Allarme rimosso |||| %{smart_count} allarmi rimossi',
            },
            /** The selection bar's title. */
            selected: '1 allarme selezionato |||| %{smart_count} allarmi selezionati',
            fields: {
                timestamp: 'Ora',
                type: 'Tipo',
                title: 'Titolo',
                description: 'Descrizione',
                serviceId: 'Servizio',
                state: 'Stato',
                organizationId: 'Organizzazione',
            },
        },
    },
    alarms: {
        live: {
            new_alarms:
                'Nuovo allarme: %{title}, %{type}. |||| %{smart_count} nuovi allarmi, il più recente: %{title}, %{type}.',
            notice_title: 'Nuovo allarme |||| %{smart_count} nuovi allarmi',
            notice_line: '%{type}: %{title}',
            notice_more: 'e altri %{smart_count}',
        },
        alerts: {
            title: 'Avvisi di nuovi allarmi',
            help: "Per i nuovi allarmi di tipo Guasto o Errore dell'organizzazione selezionata, finché la console è aperta in una scheda visibile. Una scheda nascosta chiede i nuovi allarmi quando torna visibile.",
            notification: 'Notifica sul desktop',
            sound: 'Suono',
            denied: 'Il browser blocca le notifiche della console. Consentile nelle impostazioni del sito del browser, poi riattiva questa opzione.',
            dismissed:
                'Il browser non ha consentito le notifiche. Riattiva questa opzione per ricevere di nuovo la richiesta.',
            unsupported: 'Questo browser non può mostrare notifiche sul desktop.',
            no_sound: 'Questo browser non può riprodurre il suono.',
        },
        types: {
            FAILURE: 'Guasto',
            ERROR: 'Errore',
            WARNING: 'Avviso',
            INFO: 'Info',
        },
        states: {
            OPEN: 'Aperto',
            ACTIVE: 'Attivo',
            INACTIVE: 'Inattivo',
            ACKNOWLEDGED: 'Preso in carico',
            RESOLVED: 'Risolto',
        },
        source: {
            organization: 'Organizzazione',
        },
        list: {
            export: 'Esporta dati',
            export_empty: 'Nessun allarme da esportare',
            export_done: '1 allarme esportato |||| %{smart_count} allarmi esportati',
            select_row: "Seleziona l'allarme %{title} del %{time}",
            remove_selection: 'Rimuovi selezione',
            remove_title: 'Rimuovi allarmi',
            remove_content:
                'Vuoi davvero rimuovere questo allarme? L’operazione non si può annullare. |||| Vuoi davvero rimuovere questi %{smart_count} allarmi? L’operazione non si può annullare.',
        },
        /** An OPEN or ACTIVE alarm not acknowledged in the user's time (resources/alarms/overdue.ts). */
        overdue: {
            label: 'In ritardo',
        },
        acknowledge: {
            label: 'Prendi in carico',
            done: 'Allarme preso in carico',
        },
        test_alarm: {
            open: 'Invia allarme di prova',
            title: 'Invia un allarme di prova',
            text: "L'allarme di prova è un guasto dell'organizzazione, nello stato Attivo.",
            default_title: 'Allarme di prova',
            default_description: 'Un allarme di prova inviato dalla console.',
            send: 'Invia',
            sent: 'Allarme di prova inviato',
        },
    },
};

export default alarms;

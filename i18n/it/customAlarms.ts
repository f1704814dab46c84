/** Italian messages of the custom alarms area. */
import type { CustomAlarmsMessages } from '../en/customAlarms';

const customAlarms: CustomAlarmsMessages = {
    resources: {
        customAlarms: {
            name: 'Allarme personalizzato |||| Allarmi personalizzati',
            forcedCaseName: 'allarme personalizzato',
            purpose:
                'Gli allarmi personalizzati generano un allarme quando il loro script trova una condizione nelle letture di un dispositivo.',
            empty: 'Non ci sono ancora allarmi personalizzati.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created:
                    'Allarme personalizzato creato |||| %{smart_count} allarmi personalizzati creati',
                updated:
                    'Allarme personalizzato aggiornato |||| %{smart_count} allarmi personalizzati aggiornati',
                deleted:
                    'Allarme personalizzato rimosso |||| %{smart_count} allarmi personalizzati rimossi',
            },
            fields: {
                monitorId: 'Dispositivo',
                title: 'Titolo',
                description: 'Descrizione',
                alarmType: 'Tipo di allarme',
                code: 'Script',
                testData: 'Dati di test',
            },
            add: 'Aggiungi allarme personalizzato',
            edit: 'Allarme personalizzato',
            unknown_device: 'Dispositivo %{id}',
            alarm_types: {
                FAILURE: 'Guasto',
                ERROR: 'Errore',
                WARNING: 'Avviso',
                INFO: 'Info',
            },
            steps: {
                device: 'Dispositivo',
                definitions: 'Definizioni',
            },
            device_step: {
                heading: 'Seleziona il dispositivo le cui letture l’allarme controlla',
                table: 'Dispositivi dell’organizzazione',
                empty: 'L’organizzazione non ha ancora dispositivi.',
                column: 'Selezionato',
                select_row: 'Seleziona %{name}',
                selected: 'Dispositivo selezionato: %{name}',
            },
            script_comment:
                'L’allarme scatta quando l’ultima espressione è vera. `message` è la lettura del dispositivo.',
            script_help:
                'I dati di test definiscono `message`, una lettura del dispositivo. L’allarme scatta quando l’ultima espressione dello script è vera.',
            test_run: {
                run: 'Esecuzione di prova',
                passed: 'Lo script ha superato l’esecuzione di prova',
                not_passed: 'Lo script non ha ancora superato un’esecuzione di prova',
                result: 'Risultato dell’esecuzione di prova',
                failed: 'L’esecuzione di prova non è riuscita',
                raised: 'L’allarme scatterebbe: il risultato dello script vale come vero',
                not_raised: 'Nessun allarme scatterebbe: il risultato dello script vale come falso',
                needed_to_create:
                    'Per creare l’allarme, lo script e i dati di test così come sono ora devono superare un’esecuzione di prova.',
                needed_to_save:
                    'Per salvare, lo script e i dati di test così come sono ora devono superare un’esecuzione di prova.',
            },
            validation: {
                device_required: 'Seleziona esattamente un dispositivo',
                alarm_type: 'Scegli uno dei tipi di allarme proposti',
                test_run: 'Errore',
            },
        },
    },
};

export default customAlarms;

/** German messages of the alarms area. */
import type { AlarmsMessages } from '../en/alarms';

const alarms: AlarmsMessages = {
    resources: {
        alarms: {
            name: 'Alarm |||| Alarme',
            forcedCaseName: 'Alarm',
            /** An alarm's page (/alarming/alarms/alarm). */
            show: 'Alarm',
            purpose:
                'Alarme werden von eigenen Alarmen und von der Plattform ausgelöst; hier werden sie verfolgt und quittiert.',
            empty: 'Noch keine Alarme.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                deleted: 'Alarm entfernt |||| %{smart_count} Alarme entfernt',
            },
            /** The selection bar's title. */
            selected: '1 Alarm ausgewählt |||| %{smart_count} Alarme ausgewählt',
            fields: {
                timestamp: 'Zeit',
                type: 'Typ',
                title: 'Titel',
                description: 'Beschreibung',
                serviceId: 'Dienst',
                state: 'Status',
                organizationId: 'Organisation',
            },
        },
    },
    alarms: {
        live: {
            new_alarms:
                'Neuer Alarm: %{title}, %{type}. |||| %{smart_count} neue Alarme, der neueste: %{title}, %{type}.',
            notice_title: 'Neuer Alarm |||| %{smart_count} neue Alarme',
            notice_line: '%{type}: %{title}',
            notice_more: 'und %{smart_count} weitere',
        },
        alerts: {
            title: 'Hinweise auf neue Alarme',
            help: 'Bei neuen Alarmen vom Typ Störung oder Fehler der gewählten Organisation, solange die Konsole in einem sichtbaren Tab geöffnet ist. Ein verborgener Tab fragt nach neuen Alarmen, sobald er wieder angezeigt wird.',
            notification: 'Desktop-Benachrichtigung',
            sound: 'Ton',
            denied: 'Ihr Browser blockiert Benachrichtigungen der Konsole. Erlauben Sie sie in den Website-Einstellungen des Browsers und schalten Sie dies dann erneut ein.',
            dismissed:
                'Der Browser hat Benachrichtigungen nicht erlaubt. Schalten Sie dies erneut ein, um noch einmal gefragt zu werden.',
            unsupported: 'Dieser Browser kann keine Desktop-Benachrichtigungen anzeigen.',
            no_sound: 'Dieser Browser kann den Ton nicht abspielen.',
        },
        types: {
            FAILURE: 'Störung',
            ERROR: 'Fehler',
            WARNING: 'Warnung',
            INFO: 'Info',
        },
        states: {
            OPEN: 'Offen',
            ACTIVE: 'Aktiv',
            INACTIVE: 'Inaktiv',
            ACKNOWLEDGED: 'Quittiert',
            RESOLVED: 'Behoben',
        },
        source: {
            organization: 'Organisation',
        },
        list: {
            export: 'Daten exportieren',
            export_empty: 'Keine Alarme zum Exportieren',
            export_done: '1 Alarm exportiert |||| %{smart_count} Alarme exportiert',
            select_row: 'Alarm %{title} vom %{time} auswählen',
            remove_selection: 'Auswahl entfernen',
            remove_title: 'Alarme entfernen',
            remove_content:
                'Möchten Sie diesen Alarm wirklich entfernen? Das lässt sich nicht rückgängig machen. |||| Möchten Sie diese %{smart_count} Alarme wirklich entfernen? Das lässt sich nicht rückgängig machen.',
        },
        /** An OPEN or ACTIVE alarm not acknowledged in the user's time (resources/alarms/overdue.ts). */
        overdue: {
            label: 'Überfällig',
        },
        acknowledge: {
            label: 'Quittieren',
            done: 'Alarm quittiert',
        },
        test_alarm: {
            open: 'Testalarm senden',
            title: 'Einen Testalarm senden',
            text: 'Der Testalarm ist eine Störung der Organisation im Status Aktiv.',
            default_title: 'Testalarm',
            default_description: 'Ein Testalarm aus der Konsole.',
            send: 'Senden',
            sent: 'Testalarm gesendet',
        },
    },
};

export default alarms;

/** German messages of the responsibles area. */
import type { ResponsiblesMessages } from '../en/responsibles';

const responsibles: ResponsiblesMessages = {
    resources: {
        responsibles: {
            name: 'Verantwortliche Person |||| Verantwortliche',
            forcedCaseName: 'Verantwortliche Person',
            purpose:
                'Verantwortliche sind die Personen, die über Alarme informiert werden, jede mit einem Plan aus Alarmtypen und Dienstzeiten.',
            empty: 'Noch keine Verantwortlichen.',
            /** After a create, a save or a removal (react-admin's notifications). */
            notifications: {
                created:
                    'Verantwortliche Person erstellt |||| %{smart_count} Verantwortliche erstellt',
                updated:
                    'Verantwortliche Person aktualisiert |||| %{smart_count} Verantwortliche aktualisiert',
                deleted:
                    'Verantwortliche Person entfernt |||| %{smart_count} Verantwortliche entfernt',
            },
            fields: {
                name: 'Name',
                email: 'E-Mail',
                plans: 'Zuständigkeitsplan',
            },
            add: 'Verantwortliche Person hinzufügen',
            edit: 'Verantwortliche Person bearbeiten',
            steps: {
                person: 'Name und E-Mail',
                plan: 'Zuständigkeitsplan',
            },
            plan: {
                intro: 'Schalten Sie die Organisation oder die Dienste ein, für die diese Person zuständig ist, und wählen Sie dann die Alarmtypen und die Dienstzeiten.',
                organization: 'Organisation',
                service: 'Dienst',
                alarm_types: 'Alarmtypen',
                service_times: 'Dienstzeiten',
                start: 'Beginn',
                end: 'Ende',
                day_start: '%{day} Beginn',
                day_end: '%{day} Ende',
                next_day: 'Folgetag (%{day})',
                day_off: 'Kein Dienst',
                loading: 'Die Organisation und ihre Dienste werden geladen…',
                load_failed:
                    'Die Dienste konnten nicht geladen werden; der Plan kann jetzt nicht bearbeitet werden.',
            },
            weekdays: {
                monday: 'Montag',
                tuesday: 'Dienstag',
                wednesday: 'Mittwoch',
                thursday: 'Donnerstag',
                friday: 'Freitag',
                saturday: 'Samstag',
                sunday: 'Sonntag',
            },
            validation: {
                alarm_types: 'Wählen Sie mindestens einen Alarmtyp',
                night_does_not_fit:
                    'Geht bis %{end} am %{next} weiter, doch %{next} beginnt um %{start} (eine Zeitspanne pro Tag). Lassen Sie %{next} um 00:00 beginnen oder schalten Sie ihn aus.',
            },
        },
    },
    /** Who is on duty now, by the responsibles' plans (resources/responsibles/onDuty.ts). */
    duty: {
        on_duty: 'In Bereitschaft',
        off_duty: 'Keine Bereitschaft',
        column: 'Bereitschaft jetzt',
        filter: {
            label: 'Bereitschaft',
            on: 'Jetzt in Bereitschaft',
            off: 'Jetzt keine Bereitschaft',
        },
        names: 'In Bereitschaft: %{names}',
        nobody: 'Niemand in Bereitschaft',
    },
};

export default responsibles;

/** German messages of the users area (organization users and global users). */
import type { UsersMessages } from '../en/users';

const users: UsersMessages = {
    resources: {
        users: {
            name: 'Benutzer |||| Benutzer',
            forcedCaseName: 'Benutzer',
            purpose:
                'Die Benutzer einer Gruppe melden sich mit den hier gezeigten Rollen an der Konsole an; laden Sie einen per Benutzername ein.',
            empty: 'Noch keine Benutzer.',
            fields: {
                username: 'Benutzername',
                roles: 'Rollen',
            },
            roles: {
                ADMIN: 'Administrator',
                VIEWER: 'Betrachter',
                USER: 'Benutzer',
            },
            tree: {
                label: 'Organisation und ihre Dienste',
                services: 'Dienste von %{name}',
                organization: 'Organisation',
                service: 'Dienst · %{type}',
            },
            group: {
                users_of: 'Benutzer von %{name}',
                global: 'Benutzer der Plattform',
                table: 'Benutzer und ihre Rollen',
                empty: 'Diese Gruppe hat noch keine Benutzer.',
                you: 'Sie',
                read_only: 'Nur Organisations- und Systemadministratoren dürfen Benutzer ändern.',
                search: 'Nach Benutzername suchen',
                no_match: 'Kein Benutzername enthält „%{search}“.',
            },
            invite: {
                action: 'Benutzer einladen',
                title: 'Benutzer zu %{name} einladen',
                text: 'Der Benutzer erhält die Rolle %{role}.',
                submit: 'Einladen',
                already_listed: '%{username} ist bereits aufgeführt.',
                role: 'Rolle',
                unknown_user:
                    'Es gibt keinen Benutzer namens %{username}. Bitte prüfen Sie die Schreibweise.',
                done: '%{username} eingeladen',
            },
            edit: {
                action: 'Rollen bearbeiten',
                label: 'Rollen von %{username} bearbeiten',
                title: 'Rollen von %{username} in %{name}',
                title_global: 'Globale Rollen von %{username}',
                locked: '%{role} kann hier nicht geändert werden',
                none: 'Wählen Sie mindestens eine Rolle. Um alle Rollen zu entziehen, entfernen Sie den Benutzer.',
                done: 'Rollen von %{username} gespeichert',
            },
            remove: {
                action: 'Entfernen',
                label: '%{username} entfernen',
                title: '%{username} entfernen?',
                content: '%{username} verliert jede Rolle in %{name}.',
                done: '%{username} entfernt',
            },
            delete: {
                title: '%{username} löschen?',
                content:
                    'Das Konto von %{username} wird mit allen Rollen von der Plattform gelöscht.',
                done: '%{username} gelöscht',
            },
            validation: {
                username_characters: 'Nur Buchstaben, Ziffern und . _ - @ verwenden',
            },
        },
    },
};

export default users;

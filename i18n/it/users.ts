/** Italian messages of the users area (organization users and global users). */
import type { UsersMessages } from '../en/users';

const users: UsersMessages = {
    resources: {
        users: {
            name: 'Utente |||| Utenti',
            forcedCaseName: 'utente',
            purpose:
                'Gli utenti di un gruppo accedono alla console con i ruoli mostrati qui; invitane uno con il nome utente.',
            empty: 'Non ci sono ancora utenti.',
            fields: {
                username: 'Nome utente',
                roles: 'Ruoli',
            },
            roles: {
                ADMIN: 'Amministratore',
                VIEWER: 'Osservatore',
                USER: 'Utente',
            },
            tree: {
                label: 'Organizzazione e i suoi servizi',
                services: 'Servizi di %{name}',
                organization: 'Organizzazione',
                service: 'Servizio · %{type}',
            },
            group: {
                users_of: 'Utenti di %{name}',
                global: 'Utenti della piattaforma',
                table: 'Utenti e i loro ruoli',
                empty: 'Questo gruppo non ha ancora utenti.',
                you: 'tu',
                read_only:
                    'Solo gli amministratori dell’organizzazione e di sistema possono modificare gli utenti.',
                search: 'Cerca per nome utente',
                no_match: 'Nessun nome utente contiene «%{search}».',
            },
            invite: {
                action: 'Invita utente',
                title: 'Invita un utente in %{name}',
                text: 'L’utente entra con il ruolo %{role}.',
                submit: 'Invita',
                already_listed: '%{username} è già presente.',
                role: 'Ruolo',
                unknown_user: 'Nessun utente si chiama %{username}. Controlla come è scritto.',
                done: '%{username} invitato',
            },
            edit: {
                action: 'Modifica ruoli',
                label: 'Modifica i ruoli di %{username}',
                title: 'Ruoli di %{username} in %{name}',
                title_global: 'Ruoli globali di %{username}',
                locked: '%{role} non si può modificare qui',
                none: 'Seleziona almeno un ruolo. Per togliere tutti i ruoli, rimuovi l’utente.',
                done: 'Ruoli di %{username} salvati',
            },
            remove: {
                action: 'Rimuovi',
                label: 'Rimuovi %{username}',
                title: 'Rimuovere %{username}?',
                content: '%{username} perde ogni ruolo in %{name}.',
                done: '%{username} rimosso',
            },
            delete: {
                title: 'Eliminare %{username}?',
                content:
                    'L’account di %{username} viene eliminato dalla piattaforma, con tutti i suoi ruoli.',
                done: '%{username} eliminato',
            },
            validation: {
                username_characters: 'Usa solo lettere, cifre e . _ - @',
            },
        },
    },
};

export default users;

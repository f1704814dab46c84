/** German messages of an ended session: kept input and a sign-out in another tab. */
import type { SessionMessages } from '../en/session';

const session: SessionMessages = {
    app: {
        session: {
            draft_restored:
                'Ihre nicht gespeicherten Eingaben wurden wiederhergestellt. Speichern Sie sie, um sie zu behalten.',
            draft_restored_without_secrets:
                'Ihre nicht gespeicherten Eingaben wurden wiederhergestellt. Geheime Felder wie Schlüssel und Passwörter wurden nicht aufbewahrt: Geben Sie sie erneut ein und speichern Sie dann.',
            secrets_not_kept:
                'Geheime Felder wie Schlüssel und Passwörter wurden über das Ende der Sitzung hinaus nicht aufbewahrt: Geben Sie sie erneut ein.',
            signed_out_elsewhere_title: 'Abgemeldet',
            signed_out_elsewhere:
                'Sie wurden in einem anderen Tab abgemeldet. Ihre Eingaben bleiben erhalten; melden Sie sich erneut an, um fortzufahren.',
            sign_in: 'Anmelden',
        },
    },
};

export default session;

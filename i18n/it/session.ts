/** Italian messages of an ended session: kept input and a sign-out in another tab. */
import type { SessionMessages } from '../en/session';

const session: SessionMessages = {
    app: {
        session: {
            draft_restored: 'I dati non salvati sono stati ripristinati. Salvali per conservarli.',
            draft_restored_without_secrets:
                'I dati non salvati sono stati ripristinati. I campi segreti come chiavi e password non sono stati conservati: inseriscili di nuovo, poi salva.',
            secrets_not_kept:
                'I campi segreti come chiavi e password non sono stati conservati dopo la fine della sessione: inseriscili di nuovo.',
            signed_out_elsewhere_title: 'Disconnesso',
            signed_out_elsewhere:
                'Sei stato disconnesso in un’altra scheda. I dati inseriti sono conservati; accedi di nuovo per continuare.',
            sign_in: 'Accedi',
        },
    },
};

export default session;

/** Italian messages of an ended session: kept input and a sign-out in another tab. */
import type { SessionMessages } from '../en/session';

const session: SessionMessages = {
    app: {
        session: {
            draft_restored: 'I dati non salvati sono stati ripristinati. Salvali per conservarli.',
            signed_out_elsewhere_title: 'Disconnesso',
            signed_out_elsewhere:
                'Sei stato disconnesso in un’altra scheda. I dati inseriti sono conservati; accedi di nuovo per continuare.',
            sign_in: 'Accedi',
        },
    },
};

export default session;

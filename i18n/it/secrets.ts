/** Italian messages of secret values. */
import type { SecretsMessages } from '../en/secrets';

const it: SecretsMessages = {
    app: {
        secret: {
            show: 'Mostra segreto',
            hide: 'Nascondi segreto',
            hidden: 'Nascosto',
            hidden_helper: 'Solo gli amministratori vedono questo valore.',
        },
    },
};

export default it;

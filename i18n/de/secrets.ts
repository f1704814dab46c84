/** German messages of secret values. */
import type { SecretsMessages } from '../en/secrets';

const de: SecretsMessages = {
    app: {
        secret: {
            show: 'Geheimen Wert anzeigen',
            hide: 'Geheimen Wert ausblenden',
            hidden: 'Verborgen',
            hidden_helper: 'Nur Administratoren sehen diesen Wert.',
        },
    },
};

export default de;

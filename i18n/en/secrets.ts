/** English messages of secret values: the reveal control for admins, the hidden value for others. */
const en = {
    app: {
        secret: {
            show: 'Show secret',
            hide: 'Hide secret',
            hidden: 'Hidden',
            hidden_helper: 'Only admins see this value.',
        },
    },
};

export default en;

export type SecretsMessages = typeof en;

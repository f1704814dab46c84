/** English messages of an ended session: kept input and a sign-out in another tab. */
const session = {
    app: {
        session: {
            draft_restored: 'Your unsaved input was restored. Save it to keep it.',
            draft_restored_without_secrets:
                'Your unsaved input was restored. Secret fields such as keys and passwords were not kept: enter them again, then save.',
            secrets_not_kept:
                'Secret fields such as keys and passwords were not kept over the ended session: enter them again.',
            signed_out_elsewhere_title: 'Signed out',
            signed_out_elsewhere:
                'You were signed out in another tab. Your input is kept; sign in again to continue.',
            sign_in: 'Sign in',
        },
    },
};

export default session;

export type SessionMessages = typeof session;

/** A role's name in the user's language; unknown roles show as the server names them. */
import { useTranslate } from 'react-admin';

export const useRoleLabel = () => {
    const translate = useTranslate();
    return (role: string) => translate(`resources.users.roles.${role}`, { _: role });
};

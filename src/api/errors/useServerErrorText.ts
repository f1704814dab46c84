/** The translated text of a server message (src/api/errors/serverErrors.ts), for views. */
import { useTranslate } from 'react-admin';
import { serverErrorText } from './serverErrors';

export const useServerErrorText = () => {
    const translate = useTranslate();
    return (status: number, message: string) =>
        serverErrorText(status, message, (key, values) => translate(key, values));
};

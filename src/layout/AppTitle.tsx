/**
 * The console's name in the current language, as <Admin>'s title: react-admin's own pages (Not
 * Found, the error page) show the default title as it is, so a key there would show raw.
 */
import { useTranslate } from 'react-admin';

export const AppTitle = () => {
    const translate = useTranslate();
    return <>{translate('app.title')}</>;
};

/** The German catalogue: English underneath react-admin's German, its completion, and ours. */
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { mergeTranslations } from 'react-admin';
import de from '../de';
import { raGermanCompletion } from '../raGerman';

export default mergeTranslations(englishMessages, germanMessages, raGermanCompletion, de);

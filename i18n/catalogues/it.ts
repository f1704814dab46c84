/** The Italian catalogue: English underneath react-admin's Italian, its completion, and ours. */
import englishMessages from 'ra-language-english';
import italianMessages from 'ra-language-italian';
import { mergeTranslations } from 'react-admin';
import it from '../it';
import { raItalianCompletion } from '../raItalian';

export default mergeTranslations(englishMessages, italianMessages, raItalianCompletion, it);

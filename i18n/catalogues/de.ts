/**
 * The German catalogue: English underneath react-admin's German, its completion, its corrections
 * to the glossary, and ours.
 */
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import de from '../de';
import { mergeMessages } from '../merge';
import { raGermanCompletion } from '../raGerman';
import { raGermanTerms } from '../raGermanTerms';

/** Every German message, without English underneath: what a German user sees translated. */
export const germanOwn = mergeMessages(germanMessages, raGermanCompletion, raGermanTerms, de);

export default mergeMessages(englishMessages, germanOwn);

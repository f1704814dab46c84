/**
 * The Italian catalogue: English underneath react-admin's Italian, its completion, its
 * corrections to the glossary, and ours.
 */
import englishMessages from 'ra-language-english';
import italianMessages from 'ra-language-italian';
import it from '../it';
import { mergeMessages } from '../merge';
import { raItalianCompletion } from '../raItalian';
import { raItalianTerms } from '../raItalianTerms';

/** Every Italian message, without English underneath: what an Italian user sees translated. */
export const italianOwn = mergeMessages(italianMessages, raItalianCompletion, raItalianTerms, it);

export default mergeMessages(englishMessages, italianOwn);

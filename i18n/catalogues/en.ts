/** The English catalogue: react-admin's English messages and ours. */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import en from '../en';
import { mergeMessages } from '../merge';

export const englishCatalogue: TranslationMessages = mergeMessages(englishMessages, en);

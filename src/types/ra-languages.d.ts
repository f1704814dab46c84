// ra-language-german and ra-language-italian ship no type declarations.
declare module 'ra-language-german' {
    import type { TranslationMessages } from 'react-admin';
    const messages: TranslationMessages;
    export default messages;
}
declare module 'ra-language-italian' {
    import type { TranslationMessages } from 'react-admin';
    const messages: TranslationMessages;
    export default messages;
}

/** Monaco's German and Italian texts (vite.config.ts aliases them): scripts that set a global. */
declare module 'monaco-messages/de';
declare module 'monaco-messages/it';

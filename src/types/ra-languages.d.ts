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

/**
 * Monaco's own texts (its find widget, context menu and the hints it gives screen readers) in
 * the language the console shows. Monaco reads them from a global when its modules load, so they
 * are set before Monaco is imported; English is Monaco's own. A language changed after the first
 * editor has loaded applies to Monaco from the next page load. The package exports them
 * (`monaco-editor/nls/lang/*.js`).
 */
export const loadMonacoMessages = async (language: string) => {
    if (language === 'de') await import('monaco-editor/nls/lang/de.js');
    else if (language === 'it') await import('monaco-editor/nls/lang/it.js');
};

/** The script a new data sharing starts with (section 9): a process function returning the message. */
export const DEFAULT_SCRIPT = 'function process(message) {\n    return message;\n}\n';

/** The code editors' heights (section 9): the wizard's compact one, the detail page's tall one. */
export const WIZARD_EDITOR_HEIGHT = 310;
export const DETAIL_EDITOR_HEIGHT = 500;

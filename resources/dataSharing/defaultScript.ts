/** The script a new data sharing starts with (section 9): a process function returning the message. */
export const DEFAULT_SCRIPT = 'function process(message) {\n    return message;\n}\n';

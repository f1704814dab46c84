/**
 * A field's message after the API refused a save (a taken name, an unknown username), in the form
 * react-admin's own validators give theirs: its ValidationError reads the key and its values and
 * translates them, in the language of the moment. A form's submit returns
 * `{ [field]: submissionError(...) }`, or a save throws it as the HttpError's `body.errors`.
 */
export const submissionError = (message: string, args?: Record<string, unknown>) =>
    `@@react-admin@@${JSON.stringify({ message, args })}`;

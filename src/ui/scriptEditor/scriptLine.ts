/**
 * The line a failed trial run's message names. The product API runs the code it was sent and
 * counts lines in it ("... (line 18)", sandbox/API.md); for a custom alarm that code is the test
 * data and the script joined (section 7), so the area maps the line back to the editor the user
 * sees (resources/customAlarms/payload.ts). The message is shown without the line; the location
 * is shown in words under it.
 */

/** Where in the editors a line is: the script's own line, or the test data's. */
export interface ScriptLocation {
    part: 'script' | 'testData';
    line: number;
}

const LINE = /\s*\(line (\d+)\)/g;

/** The message without its last "(line N)", and N; the message as it is when it names none. */
export const splitLine = (message: string): { message: string; line?: number } => {
    const last = [...message.matchAll(LINE)].at(-1);
    if (!last || last.index === undefined) return { message };
    const line = Number(last[1]);
    if (!Number.isSafeInteger(line) || line < 1) return { message };
    return {
        message: message.slice(0, last.index) + message.slice(last.index + last[0].length),
        line,
    };
};

/** A script run on its own (data sharing): its lines are the script's. */
export const scriptLineOf = (line: number): ScriptLocation => ({ part: 'script', line });

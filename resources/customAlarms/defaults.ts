/**
 * What a new custom alarm starts with (sandbox/API.md, "Custom alarms"): test data defining a
 * reading as `message`, and a script whose last expression raises the alarm when it is true.
 * The script's comment is translated (resources.customAlarms.script_comment).
 */
export const DEFAULT_TEST_DATA =
    'const message = { "deviceId": "...", "data": { "temperature": 31.5, "humidity": 40 } };\n';

/** The starting script, opened by a comment in the user's language. */
export const defaultScript = (comment: string) => `// ${comment}
function check(message) {
    return message.data.temperature > 30;
}
check(message);
`;

/**
 * What a new custom alarm starts with (sandbox/API.md, "Custom alarms"): test data defining a
 * reading as `message`, and a script whose last expression raises the alarm when it is true.
 */
export const DEFAULT_TEST_DATA =
    'const message = { "deviceId": "...", "data": { "temperature": 31.5, "humidity": 40 } };\n';

export const DEFAULT_SCRIPT = `// The alarm is raised when the last expression is true. \`message\` is the device's reading.
function check(message) {
    return message.data.temperature > 30;
}
check(message);
`;

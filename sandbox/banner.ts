import { PRODUCT, REALM } from './config.ts';
import { DEMO_USERS } from './db/users.ts';
import type { RunningSandbox } from './sandbox.ts';
import { SANDBOX_VERSION } from './version.ts';

function table(rows: string[][]): string {
    const widths =
        rows[0]?.map((_, column) => Math.max(...rows.map(row => (row[column] ?? '').length))) ?? [];
    return rows
        .map(row => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd())
        .join('\n');
}

/** What a newcomer needs after `npm start`: addresses, data folder and who to sign in as. */
export function banner(sandbox: RunningSandbox): string {
    const { appUrl, ssoUrl, config, issuer } = sandbox;
    const users = table([
        ['Username', 'Password', 'May do'],
        ...DEMO_USERS.map(user => [user.username, user.username, user.summary]),
    ]);
    return `
${PRODUCT} sandbox ${SANDBOX_VERSION} is running

  Console       ${appUrl}
  API           ${appUrl}/api
  SSO           ${ssoUrl}  (realm "${REALM}", issuer ${issuer})
  Test controls ${appUrl}/__sandbox
  Data folder   ${config.dataDir}
  Console build ${config.consoleDist}

Demo users:
${users}

Press Ctrl+C to stop.
`;
}

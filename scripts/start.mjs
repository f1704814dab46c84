#!/usr/bin/env node
// npm start: builds the console (vite), then runs the sandbox, which serves the build, the API
// and the content service on PORT (8080) and the SSO on SSO_PORT (8081).
//   npm start -- --no-build   skip the build (serve the existing dist/)
//   npm start -- --reset      reseed the sandbox data (passed on to the sandbox)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const sandboxArgs = args.filter(arg => arg !== '--no-build');

if (!args.includes('--no-build')) {
    console.log('Building the console (npm run build)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        shell: process.platform === 'win32',
    });
    if (build.status !== 0) {
        const reason = build.error
            ? build.error.message
            : `exit code ${build.status ?? build.signal}`;
        console.error(`\nThe console build failed (${reason}). Fix it, or start with --no-build.`);
        process.exit(build.status || 1);
    }
}

// tsx as a loader of this very node: one child process, signals reach the sandbox directly.
const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', ...sandboxArgs], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
        if (sandbox.exitCode === null) sandbox.kill(signal);
    });
}

sandbox.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});

import { banner } from './banner.ts';
import { configFromEnv } from './config.ts';
import { startSandbox } from './sandbox.ts';

const USAGE = `Usage: npm run sandbox -- [--reset]

  --reset   delete the data (database and SSO sessions) and reseed; signing keys are kept

Environment: PORT (8080), SSO_PORT (8081), SANDBOX_DATA_DIR (sandbox/data), CONSOLE_DIST (dist),
SSO_ACCESS_TOKEN_TTL (300), SSO_REFRESH_TOKEN_TTL (1800), SSO_SESSION_TTL (36000) in seconds,
SANDBOX_FAULTS (JSON array of faults), SSO_EXTRA_ORIGINS (extra console origins), SANDBOX_LOG=1,
SANDBOX_DEMO_UPLINK_MS (30000; how often the demo weather station sends a reading, 0 = never).`;

async function main(): Promise<void> {
    const args = process.argv.slice(2);
    if (args.includes('--help') || args.includes('-h')) {
        console.log(USAGE);
        return;
    }
    const unknown = args.filter(arg => arg !== '--reset');
    if (unknown.length > 0) {
        console.error(`Unknown argument(s): ${unknown.join(' ')}\n\n${USAGE}`);
        process.exitCode = 2;
        return;
    }

    const sandbox = await startSandbox(configFromEnv(), { reset: args.includes('--reset') });
    if (args.includes('--reset'))
        console.log(`Data folder reset and reseeded: ${sandbox.config.dataDir}`);
    console.log(banner(sandbox));

    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        console.log(`\n${signal}: stopping the sandbox…`);
        const force = setTimeout(() => process.exit(1), 3000);
        force.unref();
        sandbox.close().then(
            () => process.exit(0),
            (error: unknown) => {
                console.error(error);
                process.exit(1);
            },
        );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
        console.error(
            `Cannot start the sandbox: ${(error as Error).message}. Is it already running? Set PORT / SSO_PORT.`,
        );
    } else {
        console.error('Cannot start the sandbox:', error);
    }
    process.exit(1);
});

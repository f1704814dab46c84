/**
 * Runs a user's script isolated in QuickJS (compiled to WebAssembly), never in Node's own
 * context: a fresh interpreter in a worker thread per run (scriptWorker.mjs), with a time limit
 * (QuickJS's interrupt handler, and the worker is terminated if that is not enough), a memory
 * limit and a stack limit. Used by the data-sharing dry run; reusable for custom-alarm dry runs.
 */
import { Worker } from 'node:worker_threads';

export const SCRIPT_TIME_LIMIT_MS = 1000;
export const SCRIPT_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
/** Well below a thread's own stack, so deep recursion fails inside QuickJS. */
const SCRIPT_STACK_LIMIT_BYTES = 256 * 1024;
/** How long past the time limit the worker may take to stop by itself before it is ended. */
const KILL_GRACE_MS = 1000;
/** How long a worker may take to start (a busy machine). */
const START_TIMEOUT_MS = 15_000;

const WORKER = new URL('./scriptWorker.mjs', import.meta.url);

export type ScriptFailure =
    | 'syntax' // the source does not parse
    | 'thrown' // it threw (or its promise rejected)
    | 'timeout' // it ran longer than the time limit
    | 'memory' // it used more than the memory limit
    | 'missingFunction' // the function to call is not defined
    | 'notJson'; // the result cannot be converted to JSON

export type ScriptOutcome =
    { ok: true; result: unknown } | { ok: false; failure: ScriptFailure; detail: string };

export interface ScriptRun {
    source: string;
    /**
     * A global function the source defines, called after the source ran (e.g. `process`), with
     * `args` (copied in as JSON). Without it, the value of the source's last expression is the
     * result.
     */
    call?: string;
    args?: unknown[];
    timeLimitMs?: number;
    memoryLimitBytes?: number;
}

interface Job {
    source: string;
    call?: string;
    args?: unknown[];
    compileOnly: boolean;
    timeLimitMs: number;
    memoryLimitBytes: number;
    stackLimitBytes: number;
}

type WorkerMessage = { type: 'started' } | { type: 'done'; outcome: ScriptOutcome };

/** The message each failure is answered with (as a 400). */
export function scriptFailureMessage(
    outcome: Extract<ScriptOutcome, { ok: false }>,
    timeLimitMs = SCRIPT_TIME_LIMIT_MS,
): string {
    switch (outcome.failure) {
        case 'syntax':
            return `The script is not valid JavaScript: ${outcome.detail}`;
        case 'thrown':
            return `The script failed: ${outcome.detail}`;
        case 'timeout':
            return `The script took longer than ${timeLimitMs / 1000} s`;
        case 'memory':
            return `The script used more than ${SCRIPT_MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory`;
        case 'missingFunction':
            return `The script has no ${outcome.detail}(message) function`;
        case 'notJson':
            return `The script's result cannot be converted to JSON: ${outcome.detail}`;
    }
}

function inWorker(job: Job): Promise<ScriptOutcome> {
    return new Promise(resolve => {
        const worker = new Worker(WORKER, { workerData: job });
        let timer = setTimeout(
            () => finish({ ok: false, failure: 'timeout', detail: '' }),
            START_TIMEOUT_MS,
        );
        let settled = false;
        function finish(outcome: ScriptOutcome) {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            void worker.terminate();
            resolve(outcome);
        }
        worker.on('message', (message: WorkerMessage) => {
            if (message.type === 'done') return finish(message.outcome);
            clearTimeout(timer);
            timer = setTimeout(
                () => finish({ ok: false, failure: 'timeout', detail: '' }),
                job.timeLimitMs + KILL_GRACE_MS,
            );
        });
        worker.once('error', error =>
            finish({ ok: false, failure: 'thrown', detail: error.message }),
        );
        worker.once('exit', code =>
            finish({ ok: false, failure: 'thrown', detail: `the interpreter stopped (${code})` }),
        );
    });
}

const job = (run: ScriptRun, compileOnly: boolean): Job => ({
    source: run.source,
    call: run.call,
    args: run.args,
    compileOnly,
    timeLimitMs: run.timeLimitMs ?? SCRIPT_TIME_LIMIT_MS,
    memoryLimitBytes: run.memoryLimitBytes ?? SCRIPT_MEMORY_LIMIT_BYTES,
    stackLimitBytes: SCRIPT_STACK_LIMIT_BYTES,
});

/** Runs a script with the limits; resolves with what happened, never rejects. */
export function runScript(run: ScriptRun): Promise<ScriptOutcome> {
    return inWorker(job(run, false));
}

/** Whether the source parses, without running it: undefined if it does, else the detail. */
export async function syntaxErrorOf(source: string): Promise<string | undefined> {
    const outcome = await inWorker(job({ source }, true));
    return !outcome.ok && outcome.failure === 'syntax' ? outcome.detail : undefined;
}

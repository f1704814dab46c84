/**
 * Runs one user script in QuickJS (WebAssembly), in a worker thread of its own: the API's event
 * loop stays free, and the parent can terminate the worker if QuickJS does not stop in time
 * (native built-ins do not check the interrupt handler). Plain JavaScript so that it starts the
 * same under tsx, Vitest and Node. The job comes as workerData (see runScript.ts); the answer is
 * { type: 'started' } once the interpreter is loaded, then { type: 'done', outcome }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModule } from 'quickjs-emscripten';

const FILE_NAME = 'script.js';

class Failure extends Error {
    constructor(failure, detail) {
        super(detail);
        this.failure = failure;
        this.detail = detail;
    }
}

/** "TypeError: x is not a function (line 3)" from what QuickJS threw. */
function describeError(dumped) {
    if (typeof dumped !== 'object' || dumped === null) return String(dumped);
    const { name, message, lineNumber, stack } = dumped;
    if (typeof message !== 'string') return JSON.stringify(dumped);
    const line =
        typeof lineNumber === 'number'
            ? lineNumber
            : Number(new RegExp(`${FILE_NAME}:(\\d+)`).exec(String(stack ?? ''))?.[1] ?? NaN);
    const prefix = typeof name === 'string' && name !== 'Error' ? `${name}: ` : '';
    return `${prefix}${message}${Number.isFinite(line) ? ` (line ${line})` : ''}`;
}

function run(job) {
    return newQuickJSWASMModule().then(quickjs => {
        // The parent's hard limit starts now: loading the interpreter does not count.
        parentPort.postMessage({ type: 'started' });
        const runtime = quickjs.newRuntime();
        runtime.setMemoryLimit(job.memoryLimitBytes);
        runtime.setMaxStackSize(job.stackLimitBytes);
        const deadline = Date.now() + job.timeLimitMs;
        let interrupted = false;
        runtime.setInterruptHandler(() => (interrupted ||= Date.now() > deadline));
        const context = runtime.newContext();

        /** Turns an error handle into a Failure, classifying the limits; disposes the handle. */
        const failureOf = (error, kind) => {
            const dumped = context.dump(error);
            error.dispose();
            const message = typeof dumped === 'object' && dumped !== null ? dumped.message : '';
            if (interrupted || message === 'interrupted') return new Failure('timeout', '');
            if (message === 'out of memory') return new Failure('memory', '');
            return new Failure(kind, describeError(dumped));
        };
        const unwrap = result => {
            if (result.error) throw failureOf(result.error, 'thrown');
            return result.value;
        };

        const compile = () => {
            const compiled = context.evalCode(job.source, FILE_NAME, { compileOnly: true });
            if (compiled.error) throw failureOf(compiled.error, 'syntax');
            compiled.value.dispose();
        };

        /** Settles a returned promise (async functions); other values pass through. */
        const settle = value => {
            let state = context.getPromiseState(value);
            if (state.type === 'pending') {
                const jobs = runtime.executePendingJobs();
                if (jobs.error) {
                    value.dispose();
                    throw failureOf(jobs.error, 'thrown');
                }
                state = context.getPromiseState(value);
            }
            if (state.type === 'fulfilled' && state.notAPromise) return value;
            value.dispose();
            if (state.type === 'pending') {
                throw new Failure('thrown', 'the returned promise never settled');
            }
            if (state.type === 'rejected') throw failureOf(state.error, 'thrown');
            return state.value;
        };

        const execute = () => {
            compile();
            if (job.compileOnly) return null;
            let value = unwrap(context.evalCode(job.source, FILE_NAME));
            if (job.call) {
                value.dispose();
                const fn = context.getProp(context.global, job.call);
                try {
                    if (context.typeof(fn) !== 'function') {
                        throw new Failure('missingFunction', job.call);
                    }
                    const args = (job.args ?? []).map(arg =>
                        unwrap(context.evalCode(`(${JSON.stringify(arg) ?? 'undefined'})`)),
                    );
                    try {
                        const called = context.callFunction(fn, context.undefined, ...args);
                        if (called.error) throw failureOf(called.error, 'thrown');
                        value = called.value;
                    } finally {
                        for (const arg of args) arg.dispose();
                    }
                } finally {
                    fn.dispose();
                }
            }
            value = settle(value);
            // JSON.stringify inside QuickJS: the host never sees the script's objects.
            const json = context.getProp(context.global, 'JSON');
            const stringify = context.getProp(json, 'stringify');
            try {
                const text = context.callFunction(stringify, json, value);
                if (text.error) throw failureOf(text.error, 'notJson');
                const dumped = context.dump(text.value);
                text.value.dispose();
                return typeof dumped === 'string' ? JSON.parse(dumped) : null;
            } finally {
                value.dispose();
                stringify.dispose();
                json.dispose();
            }
        };

        try {
            return { ok: true, result: execute() };
        } catch (error) {
            if (error instanceof Failure) {
                return { ok: false, failure: error.failure, detail: error.detail };
            }
            if (interrupted) return { ok: false, failure: 'timeout', detail: '' };
            return { ok: false, failure: 'thrown', detail: String(error?.message ?? error) };
        } finally {
            try {
                context.dispose();
                runtime.dispose();
            } catch {
                // A run cut short may leave the interpreter unclean; the worker ends anyway.
            }
        }
    });
}

run(workerData).then(
    outcome => parentPort.postMessage({ type: 'done', outcome }),
    error =>
        parentPort.postMessage({
            type: 'done',
            outcome: { ok: false, failure: 'thrown', detail: String(error?.message ?? error) },
        }),
);

/**
 * Faults on demand: answer matching requests with an error status, a delay, or a dropped
 * connection, before any authentication. Shared by the APP server and the SSO server.
 */

export type ServerName = 'app' | 'sso';

export interface Fault {
    id: number;
    server: ServerName;
    method?: string;
    /** Regular expression source, matched against the URL path including the query. */
    path: string;
    status?: number;
    body?: unknown;
    /** Headers of the answer with `status` (e.g. the API's own 401 challenge, WWW-Authenticate). */
    headers?: Record<string, string>;
    delayMs?: number;
    /**
     * Handle the request (a write is applied), then hold its answer this long: a server that
     * applied a write but answered after the client gave up.
     */
    answerDelayMs?: number;
    drop?: boolean;
    /** Requests it still applies to; undefined = unlimited. */
    times?: number;
    /** Requests it has applied to so far. */
    hits: number;
}

export class FaultInputError extends Error {}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const KEYS = new Set([
    'method',
    'path',
    'status',
    'body',
    'headers',
    'delayMs',
    'answerDelayMs',
    'drop',
    'times',
    'server',
]);

function optionalInteger(
    value: unknown,
    name: string,
    min: number,
    max: number,
): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        throw new FaultInputError(`${name} must be an integer from ${min} to ${max}`);
    }
    return value;
}

function optionalHeaders(value: unknown): Record<string, string> | undefined {
    if (value === undefined || value === null) return undefined;
    if (
        typeof value !== 'object' ||
        Array.isArray(value) ||
        !Object.values(value).every(header => typeof header === 'string')
    ) {
        throw new FaultInputError('headers must be an object of strings');
    }
    return value as Record<string, string>;
}

function parseFault(input: unknown, id: number): { fault: Fault; pattern: RegExp } {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new FaultInputError('A fault must be a JSON object');
    }
    const raw = input as Record<string, unknown>;
    const unknownKey = Object.keys(raw).find(key => !KEYS.has(key));
    if (unknownKey) throw new FaultInputError(`Unknown fault property "${unknownKey}"`);

    if (typeof raw.path !== 'string' || raw.path === '') {
        throw new FaultInputError(
            'path is required: a regular expression matched against the URL path',
        );
    }
    let pattern: RegExp;
    try {
        pattern = new RegExp(raw.path);
    } catch {
        throw new FaultInputError(`path is not a valid regular expression: ${raw.path}`);
    }
    let method: string | undefined;
    if (raw.method !== undefined && raw.method !== null) {
        method = String(raw.method).toUpperCase();
        if (!METHODS.has(method))
            throw new FaultInputError(`method must be one of ${[...METHODS].join(', ')}`);
    }
    const server = raw.server ?? 'app';
    if (server !== 'app' && server !== 'sso')
        throw new FaultInputError('server must be "app" or "sso"');
    if (raw.drop !== undefined && typeof raw.drop !== 'boolean')
        throw new FaultInputError('drop must be a boolean');

    let status = optionalInteger(raw.status, 'status', 100, 599);
    const delayMs = optionalInteger(raw.delayMs, 'delayMs', 0, 600_000);
    const answerDelayMs = optionalInteger(raw.answerDelayMs, 'answerDelayMs', 0, 600_000);
    const times = optionalInteger(raw.times, 'times', 1, Number.MAX_SAFE_INTEGER);
    const drop = raw.drop === true ? true : undefined;
    // A fault with neither status, drop nor delay is a plain server error.
    if (status === undefined && !drop && delayMs === undefined && answerDelayMs === undefined)
        status = 500;
    const body =
        status === undefined ? undefined : (raw.body ?? { message: `Injected fault ${status}` });
    const headers = optionalHeaders(raw.headers);

    const fault: Fault = {
        id,
        server,
        method,
        path: raw.path,
        status,
        body,
        headers,
        delayMs,
        answerDelayMs,
        drop,
        times,
        hits: 0,
    };
    return { fault, pattern };
}

export class FaultStore {
    private entries: { fault: Fault; pattern: RegExp }[] = [];
    private nextId = 1;

    /** @param initial faults installed at start and again on reset (env SANDBOX_FAULTS) */
    constructor(private readonly initial: unknown[] = []) {
        this.reset();
    }

    add(input: unknown): Fault {
        const entry = parseFault(input, this.nextId);
        this.nextId += 1;
        this.entries.push(entry);
        return entry.fault;
    }

    list(): Fault[] {
        return this.entries.map(({ fault }) => ({ ...fault }));
    }

    remove(id: number): boolean {
        const before = this.entries.length;
        this.entries = this.entries.filter(({ fault }) => fault.id !== id);
        return this.entries.length < before;
    }

    clear(): void {
        this.entries = [];
    }

    /** Back to the faults given at start. */
    reset(): void {
        this.clear();
        for (const input of this.initial) this.add(input);
    }

    /** The first fault matching the request, counted as applied (and removed when used up). */
    take(
        server: ServerName,
        method: string | undefined,
        url: string | undefined,
    ): Fault | undefined {
        const entry = this.entries.find(
            ({ fault, pattern }) =>
                fault.server === server &&
                (!fault.method || fault.method === method?.toUpperCase()) &&
                pattern.test(url ?? '/'),
        );
        if (!entry) return undefined;
        const { fault } = entry;
        fault.hits += 1;
        if (fault.times !== undefined) {
            fault.times -= 1;
            if (fault.times <= 0) this.entries = this.entries.filter(other => other !== entry);
        }
        return { ...fault };
    }
}

export function sleep(ms: number): Promise<void> {
    return new Promise(resolve => setTimeout(resolve, ms));
}

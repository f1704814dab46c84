/**
 * Whole collections download in a worker (downloadWorker.ts). A response's body reaches the page
 * only as fast as its main thread takes it in, and while the console renders its layout and
 * first page that thread is busy: 100,000 devices (35 MB) took two to three times as long to
 * arrive as the network gave them. The worker takes the body in as it comes and hands it over
 * whole; the page reads it as a fetch answer (status, headers, then its body). Where no worker
 * starts (a browser without them, or it fails), the page fetches itself.
 */

/** What the page asks the worker: a request, or to abort one. */
export type DownloadAsk =
    | { id: number; abort?: false; url: string; method: string; headers: [string, string][] }
    | { id: number; abort: true };

/** What the page tells the worker: a download, or the user's language at start (Intl's data). */
export type WorkerAsk = DownloadAsk | { language: string };

/** What the worker answers: the status and headers, then the body, or a failure. */
export type DownloadAnswer =
    | { id: number; status: number; statusText: string; headers: [string, string][] }
    | { id: number; body: ArrayBuffer }
    | { id: number; error: string };

interface Waiting {
    input: string;
    init: RequestInit;
    resolve: (response: Response) => void;
    reject: (reason: unknown) => void;
    /** Set once the status and headers have come: where the body goes. */
    body?: ReadableStreamDefaultController<Uint8Array>;
}

/** Statuses whose answer has no body (a Response with one throws). */
const NO_BODY = new Set([101, 204, 205, 304]);

const waiting = new Map<number, Waiting>();
let nextId = 1;
/** undefined: not started yet; null: none (the page fetches itself). */
let worker: Worker | null | undefined;

const answer = ({ data }: MessageEvent<DownloadAnswer>) => {
    const one = waiting.get(data.id);
    if (!one) return;
    if ('error' in data) {
        waiting.delete(data.id);
        const failure = new TypeError(data.error);
        if (one.body) one.body.error(failure);
        else one.reject(failure);
    } else if ('body' in data) {
        waiting.delete(data.id);
        one.body?.enqueue(new Uint8Array(data.body));
        one.body?.close();
    } else {
        const hasBody = !NO_BODY.has(data.status);
        const stream = hasBody
            ? new ReadableStream<Uint8Array>({ start: controller => void (one.body = controller) })
            : null;
        if (!hasBody) waiting.delete(data.id);
        one.resolve(
            new Response(stream, {
                status: data.status,
                statusText: data.statusText,
                headers: data.headers,
            }),
        );
    }
};

/** The worker did not start: what it was asked is fetched by the page, and so is what follows. */
const withoutWorker = () => {
    worker?.terminate();
    worker = null;
    for (const [id, one] of waiting) {
        if (one.body) continue;
        waiting.delete(id);
        fetch(one.input, one.init).then(one.resolve, one.reject);
    }
};

const workerNow = () => {
    if (worker === undefined) {
        try {
            worker = new Worker(new URL('./downloadWorker.ts', import.meta.url), {
                type: 'module',
            });
            worker.onmessage = answer;
            worker.onerror = withoutWorker;
        } catch {
            worker = null;
        }
    }
    return worker;
};

const abortError = (signal: AbortSignal) =>
    signal.reason ?? new DOMException('The request was aborted.', 'AbortError');

/**
 * Starts the worker at once: it takes a moment to start (its own thread and script), which the
 * console's start, waiting for its configuration and the sign-in, covers. Its first task is the
 * language data of the user's language (src/ui/warmIntl.ts). False where no worker starts.
 */
export const startDownloadWorker = (language: string) => {
    const started = typeof Worker === 'function' ? workerNow() : null;
    started?.postMessage({ language } satisfies WorkerAsk);
    return !!started;
};

/** A GET as fetch does it, its body taken in by the worker. */
export const fetchInWorker = (input: string, init: RequestInit = {}): Promise<Response> => {
    const downloader = typeof Worker === 'function' ? workerNow() : null;
    if (!downloader) return fetch(input, init);
    const { signal } = init;
    return new Promise<Response>((resolve, reject) => {
        if (signal?.aborted) return reject(abortError(signal));
        const id = nextId++;
        const one: Waiting = { input, init, resolve, reject };
        waiting.set(id, one);
        signal?.addEventListener(
            'abort',
            () => {
                if (!waiting.has(id)) return;
                waiting.delete(id);
                downloader.postMessage({ id, abort: true } satisfies DownloadAsk);
                if (one.body) one.body.error(abortError(signal));
                else reject(abortError(signal));
            },
            { once: true },
        );
        downloader.postMessage({
            id,
            url: new URL(input, window.location.href).href,
            method: init.method ?? 'GET',
            headers: [...new Headers(init.headers)],
        } satisfies DownloadAsk);
    });
};

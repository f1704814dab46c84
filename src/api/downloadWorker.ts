/**
 * The worker side of fetchInWorker.ts: fetches what the page asks for, tells the status and
 * headers as soon as they come, then hands the body over whole (an ArrayBuffer, moved, not
 * copied). A request the page aborts (its timeout) is aborted here too.
 */
import type { DownloadAnswer, DownloadAsk } from './fetchInWorker';

const scope = self as unknown as {
    onmessage: ((event: MessageEvent<DownloadAsk>) => void) | null;
    postMessage: (message: DownloadAnswer, transfer?: Transferable[]) => void;
};

const running = new Map<number, AbortController>();

scope.onmessage = async ({ data }) => {
    if (data.abort) {
        running.get(data.id)?.abort();
        running.delete(data.id);
        return;
    }
    const controller = new AbortController();
    running.set(data.id, controller);
    try {
        const response = await fetch(data.url, {
            method: data.method,
            headers: data.headers,
            signal: controller.signal,
        });
        scope.postMessage({
            id: data.id,
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers],
        });
        const body = await response.arrayBuffer();
        scope.postMessage({ id: data.id, body }, [body]);
    } catch (error) {
        if (!controller.signal.aborted) scope.postMessage({ id: data.id, error: String(error) });
    } finally {
        running.delete(data.id);
    }
};

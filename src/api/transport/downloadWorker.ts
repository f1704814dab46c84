/**
 * The worker side of fetchInWorker.ts: fetches what the page asks for, tells the status and
 * headers as soon as they come, then hands the body over whole (an ArrayBuffer, moved, not
 * copied). A request the page aborts (its timeout) is aborted here too. Told the user's language,
 * it makes the Intl objects the first list needs, one per task after any download already asked:
 * the language data the browser loads for them serves the page too (src/ui/warmIntl.ts).
 */
import { intlSteps } from '../../ui/warmIntl';
import type { DownloadAnswer, WorkerAsk } from './fetchInWorker';

const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WorkerAsk>) => void) | null;
    postMessage: (message: DownloadAnswer, transfer?: Transferable[]) => void;
};

const running = new Map<number, AbortController>();

/**
 * One Intl object per task: a download asked for meanwhile (its message queued behind the
 * language's) starts after one step, not after all of them.
 */
const warmStepByStep = (steps: (() => unknown)[]) => {
    const step = steps.shift();
    if (!step) return;
    setTimeout(() => {
        step();
        warmStepByStep(steps);
    }, 0);
};

scope.onmessage = async ({ data }) => {
    if ('language' in data) {
        warmStepByStep(intlSteps(data.language));
        return;
    }
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

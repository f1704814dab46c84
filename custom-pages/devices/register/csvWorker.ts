/// <reference lib="webworker" />
/** Web worker: reads a CSV file and parses it, posting progress, then the rows. Only parses. */
import { parseCsvText } from './parseCsv';
import type { CsvWorkerReply } from './parseCsvFile';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
    const post = (reply: CsvWorkerReply) => scope.postMessage(reply);
    try {
        const text = await event.data.file.text();
        let last = 0;
        const parsed = parseCsvText(text, share => {
            // At most about 50 progress messages.
            if (share - last >= 0.02 || share === 1) {
                last = share;
                post({ type: 'progress', share });
            }
        });
        post({ type: 'done', parsed });
    } catch (error) {
        post({ type: 'error', message: String((error as Error)?.message ?? error) });
    }
};

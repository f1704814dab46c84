/// <reference lib="webworker" />
/** Web worker: reads a CSV file and parses it, posting progress, then the rows. Only parses. */
import { csvFileProblemOf } from './csvFileProblems';
import { readCsvFile } from './parseCsv';
import type { CsvWorkerReply } from './parseCsvFile';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
    const post = (reply: CsvWorkerReply) => scope.postMessage(reply);
    try {
        let last = 0;
        const parsed = await readCsvFile(event.data.file, share => {
            // At most about 50 progress messages.
            if (share - last >= 0.02 || share === 1) {
                last = share;
                post({ type: 'progress', share });
            }
        });
        post({ type: 'done', parsed });
    } catch (error) {
        post({ type: 'error', code: csvFileProblemOf(error) });
    }
};

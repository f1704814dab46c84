/** Parses a CSV file in a web worker, so that a large file does not freeze the page. */
import { CsvFileError, type CsvFileProblemCode } from './csvFileProblems';
import type { ParsedCsv } from './parseCsv';

export type CsvWorkerReply =
    | { type: 'progress'; share: number }
    | { type: 'done'; parsed: ParsedCsv }
    | { type: 'error'; code: CsvFileProblemCode };

export const parseCsvFile = (
    file: Blob,
    onProgress: (share: number) => void,
    signal?: AbortSignal,
) =>
    new Promise<ParsedCsv>((resolve, reject) => {
        const worker = new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module' });
        signal?.addEventListener('abort', () => {
            worker.terminate();
            reject(new DOMException('Parsing cancelled', 'AbortError'));
        });
        worker.onmessage = (event: MessageEvent<CsvWorkerReply>) => {
            const reply = event.data;
            if (reply.type === 'progress') {
                onProgress(reply.share);
                return;
            }
            worker.terminate();
            if (reply.type === 'done') resolve(reply.parsed);
            else reject(new CsvFileError(reply.code));
        };
        worker.onerror = () => {
            worker.terminate();
            reject(new CsvFileError('unreadable'));
        };
        worker.postMessage({ file });
    });

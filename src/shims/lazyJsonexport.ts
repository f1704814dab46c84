/**
 * react-admin's default CSV exporter imports jsonexport up front; this stand-in loads it only
 * when a list is actually exported, keeping it out of the first bundle.
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, ...rest: unknown[]): void {
    const callback = rest.at(-1) as Callback;
    void import('jsonexport/lib/index.js')
        .then(module => module.default(data, ...rest))
        .catch(error => callback(error as Error, ''));
}

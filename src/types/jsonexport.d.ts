declare module 'jsonexport/lib/index.js' {
    const jsonExport: (...args: unknown[]) => void;
    export default jsonExport;
}

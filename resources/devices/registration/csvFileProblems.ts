/**
 * Why a registration CSV file could not be read: a code the page translates
 * (deviceWizards.register.file_problems.*). Kept apart from the parser so that the page does not
 * load papaparse (only the worker does).
 */

/** Larger files are refused before they are read (100,000 devices take about 10 MB). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_CSV_MEGABYTES = MAX_CSV_BYTES / 1024 / 1024;

export type CsvFileProblemCode = 'too_large' | 'binary' | 'unreadable';

export class CsvFileError extends Error {
    constructor(readonly code: CsvFileProblemCode) {
        super(code);
        this.name = 'CsvFileError';
    }
}

export const csvFileProblemOf = (error: unknown): CsvFileProblemCode =>
    error instanceof CsvFileError ? error.code : 'unreadable';

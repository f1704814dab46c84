/**
 * Why one record of a bulk run failed, in words: a refusal of the console's own checks (e.g. not
 * enough licences) by its translation key, a server answer through the table of known server
 * errors (src/api/errors/serverErrors.ts), a conflict with someone else's change, or no answer.
 */
import { useTranslate } from 'react-admin';
import { isConflictError } from '../api/writes/ConflictError';
import { NoResponseError } from '../api/transport/httpClient';
import { useServerErrorText } from '../api/errors/useServerErrorText';

/** A record the console itself refuses to send (a rule of the product specification). */
export class BulkRefusal extends Error {
    constructor(
        /** Translation key of the reason. */
        readonly key: string,
        readonly values: Record<string, unknown> = {},
    ) {
        super(key);
        this.name = 'BulkRefusal';
    }
}

const serverMessageOf = (error: unknown): string | undefined => {
    const body = (error as { body?: unknown } | null)?.body;
    const message = (body as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
};

const statusOf = (error: unknown): number | undefined => {
    const status = (error as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : undefined;
};

export const useBulkFailureText = () => {
    const translate = useTranslate();
    const serverText = useServerErrorText();
    return (error: unknown): string => {
        if (error instanceof BulkRefusal) return translate(error.key, error.values);
        if (isConflictError(error)) return translate('app.bulk.failure.conflict');
        if (error instanceof NoResponseError) return translate('app.bulk.failure.no_answer');
        const status = statusOf(error);
        const message = serverMessageOf(error);
        if (status !== undefined && message) return serverText(status, message).text;
        if (status !== undefined) return translate('app.bulk.failure.status', { status });
        return translate('app.bulk.failure.unknown');
    };
};

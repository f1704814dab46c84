/**
 * Every call to the product API goes through here: base path, bearer token, organization
 * header, billing token header, the timeout, the mapping of failures to the error modal, one
 * submission per intent (writeGuard: an identical write in flight is joined, not sent again) and
 * conditional GETs (conditionalGets: a 304 answers with the remembered body, the same object).
 */
import { HttpError } from 'react-admin';
import { DEFAULT_REQUEST_TIMEOUT_MS, getConfig } from '../../config';
import { BILLING_TOKEN_HEADER, LIST_PAGE_SIZE, ORGANIZATION_HEADER } from './headers';
import { errorForStatus, raiseError } from '../errors/errorStore';
import { answerKey, recallAnswer, rememberAnswer } from './conditionalGets';
import { fetchInWorker } from './fetchInWorker';
import { pause, WRITE_PAUSE_MS } from '../writes/writePause';
import { guardWrite, writeKey } from '../writes/writeGuard';

/**
 * Message of errors the modal already shows, or that are only logged (no API response): the
 * notification layer drops these.
 */
export const HANDLED_ERROR_MESSAGE = 'app.error.handled';

/**
 * A call that got no API response: the network failed, the connection dropped, or the API did
 * not start to answer within the configured timeout. Only logged (section 8): its message is the
 * handled one, so no notification shows it either; `reason` and `cause` say what happened.
 */
export class NoResponseError extends Error {
    constructor(
        readonly reason: 'timeout' | 'network',
        cause: unknown,
    ) {
        super(HANDLED_ERROR_MESSAGE, { cause });
        this.name = 'NoResponseError';
    }
}

/**
 * A third-party provider's 401 passed on by the product API (RequestOptions.thirdParty): the
 * modal shows its message; the console session goes on.
 */
export class ProviderRefusalError extends HttpError {
    readonly thirdParty = true;
    constructor(body: unknown) {
        super(HANDLED_ERROR_MESSAGE, 401, body);
        this.name = 'ProviderRefusalError';
    }
}

/**
 * Whether a 401 is the API's own refusal of the session's token: a resource server answers it
 * with a Bearer challenge (RFC 6750, section 3). A third party's refusal that the API passes on
 * (the billing provider, Element) carries none, and leaves the console session as it is.
 */
const refusesToken = (response: Response) =>
    /^Bearer\b/i.test(response.headers.get('WWW-Authenticate') ?? '');

/**
 * Whether a failure ends the console session: a 401 of the product API itself (or a failed
 * token refresh, which counts as one), never a provider's refusal. authProvider.checkError asks.
 */
export const endsSession = (error: unknown) =>
    (error as { status?: unknown } | null)?.status === 401 &&
    !(error as { thirdParty?: unknown }).thirdParty;

/**
 * A DELETE answered 404 that asked for it (RequestOptions.removedIfNotFound): the record is not
 * there any more, removed in another tab or by someone else. No modal: the caller treats the
 * removal as done and says so (src/api/writes/alreadyRemoved.ts).
 */
export class AlreadyRemovedError extends HttpError {
    constructor(body: unknown) {
        super(HANDLED_ERROR_MESSAGE, 404, body);
        // react-admin's HttpError sets its own prototype, which would hide this class.
        Object.setPrototypeOf(this, AlreadyRemovedError.prototype);
        this.name = 'AlreadyRemovedError';
    }
}

export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, string | number | boolean | undefined>;
    /** Ask for the whole collection (size=1000000). */
    list?: boolean;
    /** Send the organization id header (default true). */
    organization?: boolean;
    /** Send the billing token header. */
    billing?: boolean;
    /**
     * The Accept-Language header, for an answer with texts the user reads: the console's
     * language first (src/api/transport/acceptLanguage.ts).
     */
    acceptLanguage?: string;
    /**
     * The product API passes this call on to a third-party provider (the billing provider,
     * Element): a 401 is the provider refusing its credentials, not the end of the console
     * session. It opens the error modal with its message like any 4xx and signs nobody out;
     * only the API's own 401, with its Bearer challenge, ends the session.
     */
    thirdParty?: boolean;
    /**
     * Milliseconds to wait before sending (section 9). Default: the write pause for POST, PUT,
     * PATCH and DELETE, none for GET; 0 for calls that write nothing (dry runs, look-ups).
     */
    pause?: number;
    /**
     * The caller shows a failed answer itself, where it belongs (a trial run's result, a taken
     * name at its field): no error modal. A function tells which answers (status and the body's
     * message) the caller shows; the others open the modal. A 401 still ends the session.
     */
    showsOwnError?: boolean | ((status: number, message: string | undefined) => boolean);
    /**
     * A DELETE of one record, or of records listed in the body: a 404 means that the record is
     * gone already and throws an AlreadyRemovedError instead of opening the error modal. Every
     * other 404 (a GET, an update, a DELETE without this flag) opens it as section 8 says.
     */
    removedIfNotFound?: boolean;
}

export interface HttpContext {
    getToken: () => Promise<string>;
    getOrganizationId: () => string | null;
    getBillingToken: () => string | null;
    fetch?: typeof fetch;
    /** The pause before writes (default WRITE_PAUSE_MS; tests may set 0). */
    writePauseMs?: number;
}

export type HttpClient = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

const buildUrl = (base: string, path: string, options: RequestOptions) => {
    const query = new URLSearchParams();
    if (options.list) query.set('size', String(LIST_PAGE_SIZE));
    for (const [key, value] of Object.entries(options.query ?? {})) {
        if (value !== undefined) query.set(key, String(value));
    }
    const search = query.toString();
    return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
};

/** Logged addresses leave out the query: it may carry a provider's API key (Element's `auth`). */
const withoutQuery = (url: string) => url.split('?')[0];

const readBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

export const messageOf = (body: unknown): string | undefined => {
    if (body && typeof body === 'object' && 'message' in body) {
        const message = (body as { message: unknown }).message;
        return typeof message === 'string' && message ? message : undefined;
    }
    return undefined;
};

/** Opens the error modal for an answer the httpClient left to its caller (an AlreadyRemovedError). */
export const showInErrorModal = (error: HttpError) => {
    const modal = errorForStatus(error.status, messageOf(error.body));
    if (modal) raiseError(modal);
};

export const createHttpClient = (context: HttpContext): HttpClient => {
    const doFetch = context.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    // A whole collection downloads in a worker, at the network's pace however busy the page is.
    const fetchList = context.fetch ?? fetchInWorker;
    const writePauseMs = context.writePauseMs ?? WRITE_PAUSE_MS;
    const send = async <T>(path: string, options: RequestOptions): Promise<T> => {
        const method = options.method ?? 'GET';
        await pause(options.pause ?? (method === 'GET' ? 0 : writePauseMs));
        const headers = new Headers({ Accept: 'application/json' });
        headers.set('Authorization', `Bearer ${await context.getToken()}`);
        if (options.organization !== false) {
            const organizationId = context.getOrganizationId();
            if (organizationId) headers.set(ORGANIZATION_HEADER, organizationId);
        }
        if (options.billing) {
            const billingToken = context.getBillingToken();
            if (billingToken) headers.set(BILLING_TOKEN_HEADER, billingToken);
        }
        if (options.acceptLanguage) headers.set('Accept-Language', options.acceptLanguage);
        if (options.body !== undefined) headers.set('Content-Type', 'application/json');
        const { apiBasePath, requestTimeoutMs } = getConfig();
        const url = buildUrl(apiBasePath, path, options);
        // A GET answered before with a tag asks whether that answer still holds.
        const key = method === 'GET' ? answerKey(url, headers) : undefined;
        const known = key === undefined ? undefined : recallAnswer(key);
        if (known) headers.set('If-None-Match', known.tag);
        const timeoutMs = requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        const controller = new AbortController();
        const timer = setTimeout(
            () =>
                controller.abort(
                    new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'),
                ),
            timeoutMs,
        );
        let response: Response;
        let body: unknown;
        try {
            const fetcher = options.list && method === 'GET' ? fetchList : doFetch;
            response = await fetcher(url, {
                method,
                headers,
                body: options.body === undefined ? undefined : JSON.stringify(options.body),
                signal: controller.signal,
            });
            // The API has answered: its answer is read in full, however long a big list takes
            // (a write's answer that has arrived is never thrown away).
            clearTimeout(timer);
            body = await readBody(response);
        } catch (failure) {
            // Not an API response (network down, connection dropped, timeout): logged only.
            const reason = controller.signal.aborted ? 'timeout' : 'network';
            console.error(
                `Request ${method} ${withoutQuery(url)} got no answer (${reason})`,
                failure,
            );
            throw new NoResponseError(reason, failure);
        } finally {
            clearTimeout(timer);
        }
        // Not modified: the remembered answer, the very object it was.
        if (response.status === 304 && known) return known.body as T;
        if (key !== undefined && response.ok)
            rememberAnswer(key, response.headers.get('ETag'), body);
        if (!response.ok) {
            const serverMessage = messageOf(body);
            if (response.status === 401 && (!options.thirdParty || refusesToken(response))) {
                // authProvider.checkError logs the user out.
                throw new HttpError(serverMessage ?? 'Unauthorized', 401, body);
            }
            if (response.status === 404 && method === 'DELETE' && options.removedIfNotFound) {
                throw new AlreadyRemovedError(body);
            }
            const modal = errorForStatus(response.status, serverMessage);
            if (modal) {
                const ownError =
                    typeof options.showsOwnError === 'function'
                        ? options.showsOwnError(response.status, serverMessage)
                        : !!options.showsOwnError;
                // A read for an organization the user has left while it was under way (switched,
                // or removed it: "Organization 11 not found" of the alarm watch's poll): nobody
                // looks at its answer. A write's failure is always told.
                const sentFor = headers.get(ORGANIZATION_HEADER);
                const left =
                    method === 'GET' && sentFor !== null && context.getOrganizationId() !== sentFor;
                if (!ownError && !left) raiseError(modal);
                if (response.status === 401) throw new ProviderRefusalError(body);
                throw new HttpError(HANDLED_ERROR_MESSAGE, response.status, body);
            }
            console.error(
                `Request ${method} ${withoutQuery(url)} answered ${response.status}`,
                body,
            );
            throw new HttpError(serverMessage ?? response.statusText, response.status, body);
        }
        return body as T;
    };
    return <T>(path: string, options: RequestOptions = {}): Promise<T> => {
        const method = options.method ?? 'GET';
        if (method === 'GET') return send<T>(path, options);
        // One submission per intent: an identical write in flight is joined, not sent again.
        const address = buildUrl('', path, options);
        const organizationId = options.organization === false ? null : context.getOrganizationId();
        return guardWrite(
            writeKey(method, address, organizationId, options.body),
            { method, path: address },
            () => send<T>(path, options),
        );
    };
};

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error answered as `{ "message": ... }` with its status (and any headers it names). */
export class ApiError extends Error {
    constructor(
        readonly statusCode: number,
        message: string,
        readonly headers: Record<string, string> = {},
    ) {
        super(message);
    }
}

/**
 * The API's own refusal of the caller's bearer token, as a resource server answers it (RFC 6750,
 * section 3): the challenge tells it from a third party's 401 that a call passes on (the billing
 * provider, Element), which answers none. The console ends the session on the former only.
 */
export const BEARER_CHALLENGE = 'Bearer realm="api", error="invalid_token"';

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = () =>
    new ApiError(401, 'Unauthorized', { 'www-authenticate': BEARER_CHALLENGE });
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** Every error of the API becomes `{ message }`; unexpected ones a 500 without details. */
export function apiErrorHandler(
    error: FastifyError | ApiError,
    request: FastifyRequest,
    reply: FastifyReply,
) {
    const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
            ? error.statusCode
            : 500;
    if (status >= 500 && !(error instanceof ApiError)) {
        console.error(`[api] ${request.method} ${request.url} failed`, error);
        return reply.code(500).send({ message: 'Internal server error' });
    }
    if (error instanceof ApiError) reply.headers(error.headers);
    return reply.code(status).send({ message: error.message });
}

export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
}

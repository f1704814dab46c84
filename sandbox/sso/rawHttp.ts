import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small helpers for the SSO server, which runs on plain node:http (oidc-provider is Koa). */

export function sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
): void {
    const text = status === 204 || status === 304 ? '' : JSON.stringify(body);
    res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...headers,
    });
    res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
    res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-frame-options': 'DENY',
    });
    res.end(html);
}

export async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        if (size > limit) throw new Error('request body too large');
        chunks.push(buffer);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

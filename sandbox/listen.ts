import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
    port: number;
    close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function listenOn(handler: Handler, port: number, host: string): Promise<http.Server> {
    return new Promise((resolve, reject) => {
        const server = http.createServer(handler);
        server.once('error', reject);
        server.listen({ port, host }, () => {
            server.off('error', reject);
            resolve(server);
        });
    });
}

function closeServer(server: http.Server): Promise<void> {
    return new Promise(resolve => {
        server.close(() => resolve());
        server.closeAllConnections();
    });
}

/**
 * Listens on 127.0.0.1 and, when the machine has it, ::1: "localhost" may resolve to either
 * (browsers try both), and only loopback is reachable.
 */
export async function listenLocal(handler: Handler, port: number): Promise<LocalServer> {
    const v4 = await listenOn(handler, port, '127.0.0.1');
    const actualPort = (v4.address() as AddressInfo).port;
    const servers = [v4];
    try {
        servers.push(await listenOn(handler, actualPort, '::1'));
    } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
            console.warn(
                `[sandbox] could not listen on [::1]:${actualPort} (${code}); using 127.0.0.1 only`,
            );
        }
    }
    return {
        port: actualPort,
        close: async () => void (await Promise.all(servers.map(closeServer))),
    };
}

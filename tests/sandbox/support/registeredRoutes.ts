/**
 * Every route the sandbox's product API registers (Fastify's onRoute), so that sweeps walk what
 * the API serves rather than a list of calls. Registered on an empty database: registering
 * reads nothing.
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { productApi } from '../../../sandbox/api/index.ts';

export interface RegisteredRoute {
    method: string;
    /** Below /api, with Fastify's parameters, e.g. `/services/:id`. */
    url: string;
}

export async function registeredRoutes(): Promise<RegisteredRoute[]> {
    const app = Fastify();
    const routes: RegisteredRoute[] = [];
    app.addHook('onRoute', route => {
        for (const method of [route.method].flat()) {
            routes.push({ method, url: route.url.replace(/^\/api/, '') });
        }
    });
    const db = new Database(':memory:');
    try {
        await app.register(
            productApi({
                db,
                verifyAccessToken: () => Promise.reject(new Error('no calls')),
            }),
            { prefix: '/api' },
        );
        await app.ready();
    } finally {
        await app.close();
        db.close();
    }
    return routes;
}

/** `GET /services/{}`: a route as the product specification writes a call. */
export const callOf = ({ method, url }: RegisteredRoute) =>
    `${method} ${url.replace(/:\w+/g, '{}')}`;

/** The segments of a route: a text, or null for a parameter. */
const segmentsOf = (url: string) =>
    url.split('/').map(segment => (segment.startsWith(':') ? null : segment));

/**
 * The route that answers a path (no query), as Fastify picks it: a fixed segment before a
 * parameter at the first place they differ.
 */
export function routeOf(
    routes: RegisteredRoute[],
    method: string,
    path: string,
): RegisteredRoute | undefined {
    const parts = path.split('/');
    const matching = routes.filter(route => {
        const segments = segmentsOf(route.url);
        return (
            route.method === method &&
            segments.length === parts.length &&
            segments.every((segment, index) => segment === null || segment === parts[index])
        );
    });
    const specific = (a: RegisteredRoute, b: RegisteredRoute) => {
        const [left, right] = [segmentsOf(a.url), segmentsOf(b.url)];
        const at = left.findIndex(
            (segment, index) => (segment === null) !== (right[index] === null),
        );
        return at < 0 ? 0 : left[at] === null ? 1 : -1;
    };
    return matching.sort(specific)[0];
}

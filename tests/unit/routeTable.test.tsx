/** Every tile of every landing page opens a page of the console (nothing leads to a stub). */
import { describe, expect, it } from 'vitest';
import { landings } from '../../custom-pages/landing/landings';
import { flows } from '../../custom-pages';
import { resources } from '../../resources';
import { buildRouteTable } from '../../src/routing/routeTable';

describe('the route table', () => {
    const table = buildRouteTable(flows, resources);
    const routed = new Set(table.map(entry => entry.path));

    it.each(landings.flatMap(landing => landing.tiles.map(tile => [landing.path, tile.to])))(
        'the tile of %s opens %s, a routed page',
        (_landing, to) => {
            expect(routed.has(to)).toBe(true);
        },
    );

    it('routes each path once', () => {
        expect(routed.size).toBe(table.length);
    });
});

/**
 * The end-to-end sweeps cover every route of the registries. The accessibility, access and
 * list-fault sweeps iterate the route manifest (tests/routeManifest.ts, which the end-to-end run
 * writes before its tests load); the sweeps that name what they cannot derive (records made by
 * hand, saves on pages of their own) are checked here against the manifest, so that a new
 * resource left out of them fails.
 */
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_MANIFEST, ROUTES, SEEDED_EDIT_IDS, SEEDED_QUERIES, seeded } from '../e2e/routes';
import faultsOnDeviceSavesSpec from '../e2e/faultsOnDeviceSaves.spec.ts?raw';
import faultsOnSavesSpec from '../e2e/faultsOnSaves.spec.ts?raw';
import faultSweepTools from '../e2e/faultSweep.ts?raw';
import keyboardDeclaredSpec from '../e2e/keyboardDeclared.spec.ts?raw';
import unsavedChangesSpec from '../e2e/unsavedChanges.spec.ts?raw';
import xssSpec from '../e2e/xss.spec.ts?raw';
import { BY_HAND, byHand } from '../byHand';

const SAVES_BY_HAND = byHand('saves');
const XSS_BY_HAND = byHand('xss');

/** The spec opens the path: it names it in a string, alone or with a query. */
const opens = (source: string, path: string) =>
    new RegExp(`['\`]${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['?\`]`).test(source);

const routesOf = (kinds: string[]) =>
    ROUTES.filter(route => route.resource && kinds.includes(route.kind)).map(route => route.path);

describe('the sweeps cover every route', () => {
    it('names only declared resources in tests/byHand.ts', () => {
        const declared = ROUTE_MANIFEST.resources.map(resource => resource.name);
        expect(Object.keys(BY_HAND).filter(name => !declared.includes(name))).toEqual([]);
    });

    it('names only routed paths in SEEDED_QUERIES, and no edit page (those open on the seed)', () => {
        const routed = ROUTES.map(route => route.path);
        const edits = routesOf(['edit']);
        for (const path of Object.keys(SEEDED_QUERIES)) {
            expect(routed).toContain(path);
            expect(edits).not.toContain(path);
        }
    });

    it.each(routesOf(['edit']))('%s opens on the seeded record globalSetup finds', path => {
        try {
            vi.stubEnv(SEEDED_EDIT_IDS, JSON.stringify({}));
            expect(() => seeded(path)).toThrow(`No seeded record for ${path}`);
            vi.stubEnv(SEEDED_EDIT_IDS, JSON.stringify({ [path]: 7 }));
            expect(seeded(path)).toBe(`${path}?id=7`);
        } finally {
            vi.unstubAllEnvs();
        }
    });

    /** Lists whose records come from the sign-in service: no XSS case yet (see the issue). */
    const XSS_NOT_YET = ['/organization/users'];

    it("xss.spec.ts makes every other resource's record from its schema", () => {
        expect(xssSpec).toMatch(
            /ROUTE_MANIFEST\.resources\.filter\(resource => !XSS_BY_HAND\[resource\.name\]\)/,
        );
    });

    it.each(
        ROUTES.filter(
            route =>
                route.resource &&
                XSS_BY_HAND[route.resource] &&
                ['list', 'edit'].includes(route.kind) &&
                !XSS_NOT_YET.includes(route.path),
        ).map(route => route.path),
    )('xss.spec.ts shows markup from the API on %s (made by hand: XSS_BY_HAND)', path => {
        expect(opens(xssSpec, path)).toBe(true);
    });

    it("keyboardDeclared.spec.ts walks every declared resource's list, add and edit page", () => {
        expect(keyboardDeclaredSpec).toMatch(
            /const PAGES = ROUTES\.flatMap\(route => \{[^}]*route\.kind !== 'page'/,
        );
    });

    it("unsavedChanges.spec.ts guards every declared resource's add and edit page", () => {
        expect(unsavedChangesSpec).toMatch(
            /ROUTE_MANIFEST\.resources\.flatMap\(resource =>\s+\(\['add', 'edit'\] as const\)/,
        );
    });
});

/**
 * Every writing action meets the fault sweep of saves, and with it its double triggers (a double
 * click and a double Enter, each sending exactly one request: faultSweep.ts sweepSave). The
 * writes are the declared resources' creates, updates and removes (from the route manifest: on
 * their generated pages by declaredSaves.ts, by hand where SAVES_BY_HAND names their own) and
 * every write of the custom calls (each documented as "METHOD /path" in its api module).
 */
describe('the sweep of saves covers every write, with double triggers', () => {
    const saveSweeps = faultsOnSavesSpec + faultsOnDeviceSavesSpec;

    /** The calls the save sweeps press: method and the address as a sample path. */
    const swept = [
        ...saveSweeps.matchAll(
            /method: '(POST|PUT|PATCH|DELETE)'(?: as const)?,\s*path:\s*[`'](\^[^`']+)\$[`']/g,
        ),
        ...[...saveSweeps.matchAll(/sweepRemove\(\s*page,\s*request,\s*'(\^[^']+)\$'/g)].map(
            match => [match[0], 'DELETE', match[1]],
        ),
    ].map(([, method, pattern]) => ({
        method,
        // A sample address of the pattern: its ids and template parts as "1".
        path: pattern
            .slice(1)
            .replace(/\\\\d\+/g, '1')
            .replace(/\$\{[^}]+\}/g, '1')
            .replace(/\\\\/g, ''),
    }));

    /** The sweep presses the write of `method` on an address that `address` matches. */
    const sweeps = (method: string, address: RegExp) =>
        swept.some(call => call.method === method && address.test(call.path));

    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    it('presses every swept save with the double triggers', () => {
        expect(swept.length).toBeGreaterThan(30);
        expect(faultSweepTools).toMatch(/trigger: 'double click'/);
        expect(faultSweepTools).toMatch(/trigger: 'double Enter'/);
        expect(faultSweepTools).toMatch(/pressAs\(page, action, 'double Enter'\)/);
    });

    const declared = ROUTE_MANIFEST.resources.filter(resource => resource.edit || resource.add);
    const madeByHand = declared.filter(resource => SAVES_BY_HAND[resource.name]);
    const generated = declared.filter(resource => !SAVES_BY_HAND[resource.name]);

    it("faultsOnSaves.spec.ts sweeps every other resource's saves on its generated pages", () => {
        expect(faultsOnSavesSpec).toMatch(
            /ROUTE_MANIFEST\.resources\.filter\(resource => !SAVES_BY_HAND\[resource\.name\]\)/,
        );
        expect(faultsOnSavesSpec).toMatch(/sweepDeclaredSaves\(page, request, resource\)/);
    });

    it.each(generated)(
        '$name has generated add and edit pages, which the sweep fills',
        resource => {
            expect(resource.ownPages.filter(kind => kind !== 'list')).toEqual([]);
        },
    );

    it.each(Object.keys(SAVES_BY_HAND))(
        '%s is named in SAVES_BY_HAND for pages of its own',
        name => {
            const resource = declared.find(candidate => candidate.name === name);
            expect(
                resource,
                `${name} is a declared resource with an add or edit page`,
            ).toBeDefined();
            const own = resource!.ownPages.filter(kind => kind !== 'list');
            expect(own, `${name}: its add or edit page is its own`).not.toEqual([]);
        },
    );

    it.each(madeByHand.filter(resource => resource.add))(
        'creates $name (by hand)',
        ({ endpoint }) => {
            expect(sweeps('POST', new RegExp(`^/api${escape(endpoint)}$`))).toBe(true);
        },
    );

    it.each(madeByHand.filter(resource => resource.edit))(
        'updates and removes $name (by hand)',
        ({ endpoint }) => {
            const item = new RegExp(`^/api${escape(endpoint)}(/1)?$`);
            expect(sweeps('PATCH', item) || sweeps('PUT', item)).toBe(true);
            expect(sweeps('DELETE', new RegExp(`^/api${escape(endpoint)}/1$`))).toBe(true);
        },
    );

    const apiModules = import.meta.glob(
        [
            '../../resources/*/api.ts',
            '../../resources/*/calls/*.ts',
            '../../custom-pages/*/state/*Api.ts',
        ],
        { query: '?raw', import: 'default', eager: true },
    ) as Record<string, string>;

    /** Calls that write no record: dry runs of scripts and the billing sign-in (no pause). */
    const WRITE_NOTHING = [/\/dryrun$/, /^\/billing\/token$/];
    /** Writes not swept, and why (docs/testing.md says so too). */
    const NOT_SWEPT: Record<string, string> = {
        // The sandbox's global accounts are the demo users the other tests sign in with.
        'DELETE /users/{id}': 'deleting a global account',
        // The roles dialog sends a removal from the same button as the addition it sweeps.
        'DELETE /users/username/{username}/group/{groupId}?role=': 'removing one role',
    };

    const documented = Object.entries(apiModules).flatMap(([file, source]) => {
        const writes = [...source.matchAll(/method: '(POST|PUT|PATCH|DELETE)'/g)].length;
        const docs = [...source.matchAll(/\/\*\* (POST|PUT|PATCH|DELETE) (\/[^\s:,]*)/g)];
        return [{ file, writes, docs: docs.map(([, method, path]) => ({ method, path })) }];
    });

    it.each(documented)('documents every write of $file as "METHOD /path"', ({ writes, docs }) => {
        expect(docs).toHaveLength(writes);
    });

    const customWrites = documented
        .flatMap(({ docs }) => docs)
        .filter(({ path }) => !WRITE_NOTHING.some(pattern => pattern.test(path)))
        .filter(({ method, path }) => !NOT_SWEPT[`${method} ${path}`]);

    it.each(customWrites)('sweeps $method $path', ({ method, path }) => {
        // Each {part} is any segment (the device target: devices or device groups).
        const address = new RegExp(
            `^/api${escape(path.replace(/\?.*$/, '')).replace(
                /\\\{[^}]+\\\}/g,
                '[^/?]+',
            )}(\\?.*)?$`,
        );
        expect(sweeps(method, address)).toBe(true);
    });
});

import knownAffected from '../../scripts/knownAffected.json';
import {
    compareVersions,
    describeAffected,
    findAffected,
    satisfies,
    type PackageLock,
} from '../../scripts/lockCheck.mjs';
import lock from '../../package-lock.json';

const lockWith = (packages: PackageLock['packages']): PackageLock => ({
    packages: { '': { version: '1.0.0' }, ...packages },
});

describe('the known-affected versions check of npm test', () => {
    it('fails on an affected version and names the package and the advisory', () => {
        const found = findAffected(
            lockWith({
                'node_modules/decode-uri-component': { version: '0.2.2' },
                'node_modules/query-string': { version: '7.1.3' },
            }),
            knownAffected,
        );
        expect(found).toHaveLength(1);
        expect(describeAffected(found)).toEqual([
            'decode-uri-component@0.2.2 (node_modules/decode-uri-component) is affected by CVE-2026-45822: use 0.5.0 or later',
        ]);
    });

    it('finds nested copies and every advisory of a package', () => {
        const found = findAffected(
            lockWith({
                'node_modules/@fastify/static': { version: '10.1.3' },
                'node_modules/sandbox-tool/node_modules/@fastify/static': { version: '9.3.0' },
            }),
            knownAffected,
        );
        expect(describeAffected(found)).toEqual([
            '@fastify/static@9.3.0 (node_modules/sandbox-tool/node_modules/@fastify/static) is affected by GHSA-83w8-p2f5-377r: use 10.1.3 or later',
            '@fastify/static@9.3.0 (node_modules/sandbox-tool/node_modules/@fastify/static) is affected by GHSA-423g-23ch-w7c6: use 10.1.3 or later',
        ]);
    });

    it('passes a lock without affected versions (links and aliases by their real names)', () => {
        const clean = lockWith({
            'node_modules/decode-uri-component': { version: '0.5.0' },
            'node_modules/@fastify/static': { version: '10.1.3' },
            'node_modules/xlsx': { version: '0.2.2', name: '@e965/xlsx' },
            'node_modules/local': { link: true },
        });
        expect(findAffected(clean, knownAffected)).toEqual([]);
    });

    it("passes the console's own package-lock.json", () => {
        expect(describeAffected(findAffected(lock as PackageLock, knownAffected))).toEqual([]);
    });
});

describe('version ranges', () => {
    it('compares versions by number, a prerelease below its release', () => {
        expect(compareVersions('0.10.0', '0.9.9')).toBe(1);
        expect(compareVersions('10.1.3', '10.1.3')).toBe(0);
        expect(compareVersions('10.1.3-rc.2', '10.1.3')).toBe(-1);
        expect(compareVersions('1.0.0-rc.2', '1.0.0-rc.10')).toBe(-1);
        expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBe(-1);
    });

    it.each([
        ['0.2.2', '<0.5.0', true],
        ['0.5.0', '<0.5.0', false],
        ['0.5.0-rc.1', '<0.5.0', true],
        ['9.0.0', '>=9.0.0 <10.1.3', true],
        ['10.1.2', '>=9.0.0 <10.1.3', true],
        ['10.1.3', '>=9.0.0 <10.1.3', false],
        ['8.9.9', '>=9.0.0 <10.1.3', false],
        ['10.1.3', '>= 9.0.0 < 10.1.3', false],
        ['2.0.0', '<=1.0.0 || 2.0.0', true],
        ['1.0.0', '<=1.0.0 || 2.0.0', true],
        ['1.5.0', '<=1.0.0 || >1.9.9', false],
    ])('%s in "%s": %s', (version, range, inside) => {
        expect(satisfies(version, range)).toBe(inside);
    });

    it('refuses what is not a version', () => {
        expect(() => satisfies('latest', '<1.0.0')).toThrow('Not a version: "latest"');
    });
});

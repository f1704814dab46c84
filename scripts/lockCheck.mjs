// The lock file against the known-affected versions of scripts/knownAffected.json: the check that
// stands in for `npm audit` while the registry's audit service gives no report. A range is one or
// more comparators (`<`, `<=`, `>`, `>=`, `=` or none) separated by spaces, all of which must
// hold, and alternatives joined by `||`, e.g. "<0.5.0" or ">=9.0.0 <10.1.3 || 11.0.0".

/** [major, minor, patch, prerelease or ''] of "1.2.3" or "1.2.3-beta.1" (build metadata ignored). */
export function parseVersion(text) {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
        String(text).trim(),
    );
    if (!match) throw new Error(`Not a version: "${text}"`);
    return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

/** Compares prerelease tags as semver does: none is higher; numeric parts compare as numbers. */
function comparePrerelease(a, b) {
    if (a === b) return 0;
    if (a === '') return 1;
    if (b === '') return -1;
    const left = a.split('.');
    const right = b.split('.');
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
        const x = left[index];
        const y = right[index];
        if (x === undefined) return -1;
        if (y === undefined) return 1;
        if (x === y) continue;
        const xNumeric = /^\d+$/.test(x);
        const yNumeric = /^\d+$/.test(y);
        if (xNumeric && yNumeric) return Number(x) < Number(y) ? -1 : 1;
        if (xNumeric) return -1;
        if (yNumeric) return 1;
        return x < y ? -1 : 1;
    }
    return 0;
}

/** -1, 0 or 1 as version a is lower than, equal to or higher than b. */
export function compareVersions(a, b) {
    const left = parseVersion(a);
    const right = parseVersion(b);
    for (let index = 0; index < 3; index++) {
        if (left[index] !== right[index]) return left[index] < right[index] ? -1 : 1;
    }
    return comparePrerelease(left[3], right[3]);
}

const COMPARATOR = /^(<=|>=|<|>|=)?\s*(\S+)$/;

/** Whether the version lies inside the range. */
export function satisfies(version, range) {
    return range.split('||').some(alternative => {
        const comparators = alternative.trim().match(/(<=|>=|<|>|=)?\s*[^\s<>=]+/g);
        if (!comparators) throw new Error(`Not a range: "${range}"`);
        return comparators.every(comparator => {
            const [, operator = '=', bound] = COMPARATOR.exec(comparator.trim()) ?? [];
            if (!bound) throw new Error(`Not a range: "${range}"`);
            const order = compareVersions(version, bound);
            switch (operator) {
                case '<':
                    return order < 0;
                case '<=':
                    return order <= 0;
                case '>':
                    return order > 0;
                case '>=':
                    return order >= 0;
                default:
                    return order === 0;
            }
        });
    });
}

/**
 * Every installed package of a package-lock.json (lockfileVersion 2 or 3) inside a known-affected
 * range: { package, version, path, advisory, affected, fixed }. An aliased package
 * ("xlsx": "npm:@e965/xlsx@...") counts under its real name.
 */
export function findAffected(lock, knownAffected) {
    const found = [];
    for (const [path, entry] of Object.entries(lock.packages ?? {})) {
        if (!path || entry.link || !entry.version) continue;
        const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 13);
        for (const known of knownAffected) {
            if (known.package === name && satisfies(entry.version, known.affected)) {
                found.push({ ...known, version: entry.version, path });
            }
        }
    }
    return found;
}

/** One line per finding, naming the package, its version, the advisory and the fixed version. */
export function describeAffected(found) {
    return found.map(
        ({ package: name, version, path, advisory, fixed }) =>
            `${name}@${version} (${path}) is affected by ${advisory}: use ${fixed} or later`,
    );
}

/** Types of lockCheck.mjs, for the unit tests. */
export interface KnownAffected {
    package: string;
    affected: string;
    advisory: string;
    fixed: string;
}
export interface Affected extends KnownAffected {
    version: string;
    path: string;
}
export interface PackageLock {
    packages?: Record<string, { version?: string; name?: string; link?: boolean }>;
}
export function parseVersion(text: string): [number, number, number, string];
export function compareVersions(a: string, b: string): -1 | 0 | 1;
export function satisfies(version: string, range: string): boolean;
export function findAffected(lock: PackageLock, knownAffected: KnownAffected[]): Affected[];
export function describeAffected(found: Affected[]): string[];

/**
 * The guard of a build rewrite of another package's files: each rule of the rewrite must match at
 * least once in a build, or the build fails. A rewrite whose package changed under it (a file
 * renamed, an import written differently) would otherwise stop applying without a word, and only
 * the bundle would grow (docs/upgrade-checklist.md).
 */
import type { Plugin } from 'vite';

export interface RewriteGuard {
    /** Records that a rule matched in this build. */
    matched: (rule: string) => void;
    /** The hooks that check the rules at the end of a build. */
    hooks: Pick<Plugin, 'buildStart' | 'buildEnd'>;
}

export const rewriteGuard = (rewrite: string, rules: readonly string[]): RewriteGuard => {
    const matched = new Set<string>();
    return {
        matched: rule => matched.add(rule),
        hooks: {
            buildStart() {
                matched.clear();
            },
            buildEnd(error) {
                if (error) return;
                const unmatched = rules.filter(rule => !matched.has(rule));
                if (unmatched.length > 0) {
                    this.error(
                        `${rewrite}: ${unmatched.join(', ')} matched nothing in this build: the ` +
                            'package changed under the rewrite. Update or remove it ' +
                            '(docs/upgrade-checklist.md).',
                    );
                }
            },
        },
    };
};

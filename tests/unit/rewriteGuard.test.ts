/** The guard of every build rewrite: a rule that matched nothing in a build fails the build. */
import { expect, test, vi } from 'vitest';
import { rewriteGuard } from '../../scripts/rewriteGuard';

type Hook = (this: { error: (message: string) => never }, error?: Error) => void;

const runBuild = (guard: ReturnType<typeof rewriteGuard>, matches: string[]) => {
    const error = vi.fn((message: string) => {
        throw new Error(message);
    });
    (guard.hooks.buildStart as unknown as Hook).call({ error });
    for (const rule of matches) guard.matched(rule);
    (guard.hooks.buildEnd as unknown as Hook).call({ error });
    return error;
};

test('a build in which every rule matched passes', () => {
    const guard = rewriteGuard('example', ['a', 'b']);
    expect(runBuild(guard, ['a', 'b', 'a'])).not.toHaveBeenCalled();
});

test('a build in which a rule matched nothing fails and names the rule', () => {
    const guard = rewriteGuard('example', ['a', 'b']);
    expect(() => runBuild(guard, ['a'])).toThrow(/example: b matched nothing/);
});

test('each build counts anew', () => {
    const guard = rewriteGuard('example', ['a']);
    runBuild(guard, ['a']);
    expect(() => runBuild(guard, [])).toThrow(/a matched nothing/);
});

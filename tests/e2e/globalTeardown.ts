/**
 * After the whole suite: no page broke the Content-Security-Policy. The sandbox serves the
 * policy with every page of every test and collects the violations the browser reports.
 */
import type { FullConfig } from '@playwright/test';

export default async function globalTeardown(config: FullConfig) {
    const { baseURL } = config.projects[0].use;
    const response = await fetch(`${baseURL}/__sandbox/csp-reports`);
    if (!response.ok) throw new Error(`CSP reports not readable: ${response.status}`);
    const violations = (await response.json()) as unknown[];
    if (violations.length > 0) {
        throw new Error(
            `Pages broke the Content-Security-Policy:\n${violations
                .map(violation => JSON.stringify(violation))
                .join('\n')}`,
        );
    }
}

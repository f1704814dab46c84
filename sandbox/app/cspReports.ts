import type { FastifyInstance } from 'fastify';

/** Where the browser reports violations of the sandbox's policy (its report-uri). */
export const CSP_REPORT_PATH = '/__sandbox/csp-reports';

/** A violation as the browser reports it (the fields the log line and the tests need). */
export interface CspViolation {
    documentUri: string;
    directive: string;
    blockedUri: string;
    source: string;
}

/** At most this many are kept; a page that violates in a loop must not eat the memory. */
const LIMIT = 200;

type Report = Record<string, unknown>;

const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The violations of one report body: report-uri's {"csp-report": ...} or report-to's array. */
function violationsOf(body: unknown): CspViolation[] {
    const reports: Report[] = Array.isArray(body)
        ? body.map(entry => (entry as { body?: Report }).body ?? {})
        : [((body as { 'csp-report'?: Report } | null)?.['csp-report'] ?? {}) as Report];
    return reports.map(report => ({
        documentUri: text(report['document-uri'] ?? report.documentURL),
        directive: text(report['effective-directive'] ?? report.effectiveDirective),
        blockedUri: text(report['blocked-uri'] ?? report.blockedURL),
        source: [
            text(report['source-file'] ?? report.sourceFile),
            text(report['line-number'] ?? report.lineNumber),
        ]
            .filter(Boolean)
            .join(':'),
    }));
}

/**
 * The sandbox collects the violations of its Content-Security-Policy (report-uri): each is
 * logged on stderr and kept, so that a test run can tell whether any page broke the policy.
 * GET lists them, DELETE forgets them. No sign-in, like the other test controls.
 */
export function cspReports() {
    const violations: CspViolation[] = [];
    return async function register(app: FastifyInstance): Promise<void> {
        for (const type of ['application/csp-report', 'application/reports+json']) {
            app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
                try {
                    done(null, JSON.parse(String(body)));
                } catch (error) {
                    done(error as Error, undefined);
                }
            });
        }
        app.post('/', async (request, reply) => {
            for (const violation of violationsOf(request.body)) {
                console.error(
                    `[csp] ${violation.directive} blocked ${violation.blockedUri || '(inline)'} on ${violation.documentUri} (${violation.source})`,
                );
                if (violations.length < LIMIT) violations.push(violation);
            }
            return reply.code(204).send();
        });
        app.get('/', async () => violations);
        app.delete('/', async () => {
            const cleared = violations.length;
            violations.length = 0;
            return { cleared };
        });
    };
}

/** The exp claim (epoch seconds) of a JWT, or undefined when it has none or is not a JWT. */
export const tokenExpiry = (token: string): number | undefined => {
    try {
        const payload = token.split('.')[1]!;
        const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
        const exp = (JSON.parse(json) as { exp?: unknown }).exp;
        return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
    } catch {
        return undefined;
    }
};

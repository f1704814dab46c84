/**
 * react-admin's pages the console shows only when something is off (an unknown address, refused
 * access, a failed sign-in check, a crash): loaded when first shown, not at start
 * (src/layout/ConsoleAdminUI.tsx).
 */
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';

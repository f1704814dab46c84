/**
 * react-admin's AdminUI as the console uses it: the same CssBaseline, CoreAdminUI and
 * notification, without the defaults the console never shows (the login page and its form:
 * Keycloak signs in; the auth callback page) and with react-admin's error, not-found and
 * access pages loaded when first shown (src/layout/raPages.ts), so the first bundle carries none
 * of them. With AdminContext it is what react-admin's <Admin> renders.
 */
import { CssBaseline } from '@mui/material';
import { createElement, type ComponentType } from 'react';
import { CoreAdminUI, LoadingPage, type CoreAdminUIProps } from 'react-admin';
import { onFirstShow } from '../loading/onFirstShow';

const onDemand = <P extends object>(
    name: 'AccessDenied' | 'AuthenticationError' | 'Error' | 'NotFound',
) => {
    const Page = onFirstShow(
        () => import('./raPages').then(module => module[name] as unknown as ComponentType<P>),
        { required: true },
    );
    const OnDemand = (props: P) => <Page {...props} whileLoading={<LoadingPage />} />;
    return OnDemand;
};

const AccessDenied = onDemand('AccessDenied');
const AuthenticationError = onDemand('AuthenticationError');
const ErrorPage =
    onDemand<NonNullable<Parameters<NonNullable<CoreAdminUIProps['error']>>[0]>>('Error');
const NotFound = onDemand('NotFound');

type Props = Omit<
    CoreAdminUIProps,
    'loginPage' | 'authCallbackPage' | 'catchAll' | 'error' | 'accessDenied' | 'authenticationError'
> & { notification: ComponentType };

export const ConsoleAdminUI = ({ notification, ...props }: Props) => (
    <CssBaseline enableColorScheme>
        <CoreAdminUI
            {...props}
            loginPage={false}
            authCallbackPage={false}
            loading={LoadingPage}
            catchAll={NotFound}
            error={ErrorPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
        />
        {createElement(notification)}
    </CssBaseline>
);

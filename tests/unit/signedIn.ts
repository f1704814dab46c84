/**
 * A signed-in user for component tests: the console reads roles from keycloak-js's parsed token
 * (useAccess), so a test that renders admin controls signs in first.
 */
import type Keycloak from 'keycloak-js';
import { setKeycloak } from '../../src/auth/keycloak';
import { setConfig } from '../../src/config';
import { TEST_CONFIG } from './testConfig';

/** Signs in a user holding the given group paths (default: a system admin). */
export const signInWithGroups = (groups: string[] = ['/smartcity/ADMIN']) => {
    setConfig(TEST_CONFIG);
    setKeycloak({
        tokenParsed: { preferred_username: 'tester', groups, realm_access: { roles: [] } },
    } as unknown as Keycloak);
};

export const signOutOfTests = () => setKeycloak(undefined);

/** The home page (react-admin's dashboard): portal tiles and open alarms. */
import { lazyPage } from '../../src/crud/lazyPage';

export const Home = lazyPage(() => import('./PortalHome'), 'PortalHome');

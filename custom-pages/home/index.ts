/** The home page (react-admin's dashboard): portal tiles and open alarms. */
import { withRoute } from '../../src/loading/withRoute';

export const Home = withRoute(() => import('./PortalHome'), 'PortalHome');

/** Whether the signed-in user sees secret values here: admins of the organization, system admins. */
import { useAccess } from '../../auth/useAccess';

export const useSeesSecrets = () => useAccess().can('seeSecrets');

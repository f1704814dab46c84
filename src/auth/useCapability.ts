/**
 * Whether the signed-in user may use a capability of section 6 of the product specification, and
 * if not, why, in words: admin controls are shown to everyone and disabled with this reason.
 */
import { useTranslate } from 'react-admin';
import { CAPABILITIES, type Capability } from './access';
import { useAccess } from './useAccess';

/** The message that says who may use a capability. */
export const capabilityReasonKey = (capability: Capability) =>
    CAPABILITIES[capability].every(role => role === 'systemAdmin')
        ? 'app.access.system_admins_only'
        : 'app.access.admins_only';

export const useCapability = (capability: Capability) => {
    const translate = useTranslate();
    const allowed = useAccess().can(capability);
    return {
        allowed,
        /** Undefined when allowed. */
        reason: allowed ? undefined : translate(capabilityReasonKey(capability)),
    };
};

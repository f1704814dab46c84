/**
 * Acknowledging an alarm (product specification section 4): OPEN and ACTIVE move to
 * ACKNOWLEDGED, INACTIVE to RESOLVED; alarms in other states cannot be acknowledged, and only
 * admins may acknowledge.
 */
import type { AlarmState } from './alarmTypes';

export const ACKNOWLEDGE_TRANSITIONS: Readonly<Partial<Record<AlarmState, AlarmState>>> = {
    OPEN: 'ACKNOWLEDGED',
    ACTIVE: 'ACKNOWLEDGED',
    INACTIVE: 'RESOLVED',
};

/** The state an alarm moves to when acknowledged, or null when it cannot be. */
export const acknowledgedState = (state: unknown): AlarmState | null =>
    typeof state === 'string' && Object.hasOwn(ACKNOWLEDGE_TRANSITIONS, state)
        ? (ACKNOWLEDGE_TRANSITIONS[state as AlarmState] ?? null)
        : null;

/**
 * What a row offers: nothing for alarms that cannot be acknowledged; for the others the state
 * they move to, and whether the user may do it (non-admins see the button disabled).
 */
export type AcknowledgeOffer = { next: AlarmState; enabled: boolean } | null;

export const acknowledgeOffer = (state: unknown, mayManage: boolean): AcknowledgeOffer => {
    const next = acknowledgedState(state);
    return next ? { next, enabled: mayManage } : null;
};

/** The body of PATCH /alarming/alarms/{id} (section 7: id and state). */
export const acknowledgePayload = (id: number | string, state: unknown) => {
    const next = acknowledgedState(state);
    if (!next) throw new Error(`An alarm in state ${String(state)} cannot be acknowledged`);
    return { id, state: next };
};

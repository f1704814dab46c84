/**
 * While the device list is filtered by health, it asks for its page again at each tick of the
 * shared clock: a device that turns silent leaves "Online" and joins "Silent" without a reload
 * (src/crud/FilterClock.tsx).
 */
import { FilterClock } from '../../../src/crud/FilterClock';

const HEALTH = ['health'] as const;

export const HealthFilterClock = () => <FilterClock sources={HEALTH} />;

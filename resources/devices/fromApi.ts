/**
 * What the console adds to each device read from the API: the joined type, for the type
 * column, its sort and the search (name, device ID and type: the declaration's searchFields).
 * The label strings are shared between devices of one type, so 100,000 devices cost no more
 * memory for them than a handful.
 */
import { deviceTypeLabel } from './typeLabel';
import type { Device } from './types';

/** A device as the console holds it: the API's record plus its joined type label. */
export type LabelledDevice = Device & { typeLabel: string };

/** Devices share a handful of types: one label string per type, not one per device. */
const labels = new Map<string, string>();

const sharedTypeLabel = (details: Device['details'] | undefined) => {
    const key = `${details?.vendor}\u0000${details?.deviceType}\u0000${details?.firmware}`;
    let label = labels.get(key);
    if (label === undefined) {
        label = deviceTypeLabel(details);
        if (labels.size < 10_000) labels.set(key, label);
    }
    return label;
};

/** Sets the label on the record itself: records come fresh from the API, and 100,000 copies cost. */
export const deviceFromApi = (record: Device): LabelledDevice => {
    const labelled = record as LabelledDevice;
    labelled.typeLabel = sharedTypeLabel(record.details);
    return labelled;
};

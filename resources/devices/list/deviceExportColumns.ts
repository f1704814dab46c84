/**
 * The device list's export (issue 19, point 4): its visible columns, in the list's order, as the
 * list shows them: integration and service by name, tags and activation in words, last seen as a
 * date and time in the user's language, health in words (at the export's time).
 *
 * To export a column added to the list (DeviceList.tsx), add it here under the same `source`:
 * tests/unit/listExports.test.ts fails while a column of the list is missing from this list.
 * The export adds what a spreadsheet needs to find a device again, which the list leaves out:
 * its Device ID (DevEUI) next to the name and its location after the tags. Last seen is a date
 * cell in .xlsx (sortable and filterable as a date), its text as the list shows it in CSV.
 * A device known only by its id and name (a bulk run's device gone from the list) gets empty cells.
 */
import type { TranslateFunction as Translate } from 'react-admin';
import type { ExportColumn } from '../../../src/export';
import { DEVICE_HEALTHS, deviceHealth, type DeviceHealth } from '../health';
import { DEVICE_TAGS, tagLabelKey } from '../tags';
import type { Device } from '../types';
import type { DeviceLookups } from '../useDeviceLookups';

export type ExportedDevice = Device & { typeLabel?: string };

/** Columns of the export that the list does not show. */
export const EXPORT_ONLY_COLUMNS = ['deviceId', 'location'] as const;

export interface DeviceExportContext {
    translate: Translate;
    lookups: Pick<DeviceLookups, 'integration' | 'service'>;
    locale: string;
    now: number;
}

export const deviceExportColumns = ({
    translate,
    lookups,
    locale,
    now,
}: DeviceExportContext): ExportColumn<Partial<ExportedDevice>>[] => {
    // Words translated once, not once per device (100,000 rows).
    const tagWords = new Map<string, string>(
        DEVICE_TAGS.map(tag => [tag, translate(tagLabelKey(tag), { _: tag })]),
    );
    const healthWords = new Map<DeviceHealth, string>(
        DEVICE_HEALTHS.map(health => [health, translate(`devices.health.${health}`)]),
    );
    const enabled = translate('devices.activation.enabled');
    const disabled = translate('devices.activation.disabled');
    const never = translate('devices.health.never_seen');
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    const field = (source: string) => translate(`resources.devices.fields.${source}`);
    return [
        { id: 'name', label: field('name'), value: device => device.name },
        { id: 'deviceId', label: field('deviceId'), value: device => device.deviceId ?? '' },
        { id: 'typeLabel', label: field('typeLabel'), value: device => device.typeLabel ?? '' },
        {
            id: 'integrationId',
            label: field('integrationId'),
            value: device => lookups.integration(device.integrationId)?.name ?? '',
        },
        {
            id: 'mapping',
            label: field('mapping'),
            value: device => lookups.service(device.mapping)?.name ?? '',
        },
        {
            id: 'tags',
            label: field('tags'),
            value: device =>
                (device.tags ?? []).map(tag => tagWords.get(tag) ?? String(tag)).join(', '),
        },
        { id: 'location', label: field('location'), value: device => device.location ?? '' },
        {
            id: 'lastSeen',
            label: translate('devices.health.last_seen'),
            value: device =>
                device.lastSeen === undefined
                    ? ''
                    : device.lastSeen === null
                      ? never
                      : { date: device.lastSeen, text: time.format(device.lastSeen) },
        },
        {
            id: 'health',
            label: translate('devices.health.label'),
            value: ({ lastSeen, updateInterval }) =>
                lastSeen === undefined
                    ? ''
                    : (healthWords.get(
                          deviceHealth({ lastSeen, updateInterval: updateInterval ?? 0 }, now),
                      ) ?? ''),
        },
        {
            id: 'isEnabled',
            label: field('isEnabled'),
            value: device =>
                device.isEnabled === undefined ? '' : device.isEnabled ? enabled : disabled,
        },
    ];
};

/** "Devices <organization> <yyyy-MM-dd>" in the user's language, made safe by the writer. */
export const deviceExportFileName = (
    translate: Translate,
    organizationName: string | undefined,
    day: string,
) =>
    [translate('resources.devices.name', { smart_count: 2 }), organizationName, day]
        .filter(Boolean)
        .join(' ');

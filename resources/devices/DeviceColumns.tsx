/** Columns of a device in the wizards' tables: name, deviceId, type and function. */
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { Device } from './types';

export const deviceTypeText = (device: Pick<Device, 'details'>) =>
    device.details
        ? [device.details.vendor, device.details.deviceType, device.details.firmware].join(' ')
        : '';

const TypeCell = () => {
    const device = useRecordContext<Device>();
    return <>{device ? deviceTypeText(device) : null}</>;
};

export const TagsCell = () => {
    const translate = useTranslate();
    const device = useRecordContext<Device>();
    const tags = device?.tags ?? [];
    return <>{tags.map(tag => translate(`deviceWizards.tags.${tag}`, { _: tag })).join(', ')}</>;
};

export const deviceSearchText = (device: Device) =>
    `${device.name} ${device.deviceId} ${deviceTypeText(device)} ${(device.tags ?? []).join(' ')}`;

export const DeviceColumns = () => [
    <DataTable.Col key="name" source="name" label="deviceWizards.common.name" />,
    <DataTable.Col key="deviceId" source="deviceId" label="deviceWizards.common.device_id" />,
    <DataTable.Col
        key="type"
        source="details.vendor"
        label="deviceWizards.common.type"
        render={() => <TypeCell />}
    />,
    <DataTable.Col
        key="tags"
        source="tags"
        label="deviceWizards.common.function"
        disableSort
        render={() => <TagsCell />}
    />,
];

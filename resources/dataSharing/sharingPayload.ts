/**
 * From the form to the API: the body of POST /sharing (name, script, protocol, headers,
 * mqttConfig, address, deviceDetails), of PATCH /sharing (the same plus id and error: the whole
 * record) and of POST /sharing/dryrun. HTTP sends its headers and no MQTT settings; MQTT the
 * reverse.
 */
import type { DeviceDetails } from '../devices/types';
import { headersToRows, rowsToHeaders, secretFromRows, type HeaderRow } from './headerRows';
import type { DataSharing, MqttConfig, Protocol } from './types';

export interface SharingFormValues {
    /** The edit page has the id from its address, as text. */
    id?: number | string;
    name?: string;
    protocol?: Protocol | '' | null;
    deviceDetails?: DeviceDetails | null;
    address?: string;
    headerRows?: Partial<HeaderRow>[];
    /** The API's map, used when the values carry no rows. */
    headers?: Record<string, string> | null;
    mqttConfig?: Partial<MqttConfig> | null;
    script?: string;
    error?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Ids are integers in the API; the edit page has it from its address, as text. */
const apiId = (id: number | string) =>
    typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;

const rowsOf = (values: SharingFormValues) => values.headerRows ?? headersToRows(values.headers);

const userNameOf = (values: SharingFormValues) =>
    text(values.mqttConfig?.userName ?? values.mqttConfig?.username);

export const sharingPayload = (values: SharingFormValues) => {
    const protocol = values.protocol || null;
    const body = {
        name: text(values.name),
        script: values.script ?? '',
        protocol,
        headers: protocol === 'HTTP' ? rowsToHeaders(rowsOf(values)) : {},
        mqttConfig:
            protocol === 'MQTT'
                ? {
                      userName: userNameOf(values),
                      password: values.mqttConfig?.password ?? '',
                      topic: text(values.mqttConfig?.topic),
                  }
                : null,
        address: text(values.address),
        deviceDetails: values.deviceDetails
            ? {
                  vendor: values.deviceDetails.vendor,
                  deviceType: values.deviceDetails.deviceType,
                  firmware: values.deviceDetails.firmware,
              }
            : null,
    };
    if (values.id === undefined || values.id === null) return body;
    return { id: apiId(values.id), ...body, error: values.error ?? false };
};

/** The trial run: HTTP sends the Authorization header's value as the secret. */
export const dryRunPayload = (values: SharingFormValues) => {
    const base = {
        script: values.script ?? '',
        protocol: values.protocol || null,
        address: text(values.address),
    };
    if (values.protocol === 'MQTT') {
        return {
            ...base,
            username: userNameOf(values),
            password: values.mqttConfig?.password ?? '',
        };
    }
    const secret = secretFromRows(rowsOf(values));
    return secret === undefined ? base : { ...base, secret };
};

/** A record as the form edits it: headers as rows, MQTT settings always present. */
export const sharingFormValues = (record: Partial<DataSharing> | undefined) => ({
    headerRows: headersToRows(record?.headers),
    mqttConfig: {
        userName: record?.mqttConfig?.userName ?? record?.mqttConfig?.username ?? '',
        password: record?.mqttConfig?.password ?? '',
        topic: record?.mqttConfig?.topic ?? '',
    },
});

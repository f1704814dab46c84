/** The devices' calls beyond create/read/update/delete, merged into the dataProvider. */
import type { Identifier } from 'react-admin';
import { getCollection } from '../../src/api/transport/collection';
import type { HttpClient } from '../../src/api/transport/httpClient';
import { COMMAND_PAUSE_MS } from '../../src/api/writes/writePause';
import type { CommandSet, CommandTarget } from './commands/commandSet';
import type { CommandPayload, JsonPayload, LoRaWanPayload } from './commands/payloads';
import type { RawDiagnosisMessage } from './diagnosis';
import type { DeviceDetails } from './types';

/** The answer of a queued command or message. */
export interface QueuedDownlink {
    id: Identifier;
    status: string;
}

const itemPath = (target: CommandTarget, id: Identifier, action: string) =>
    `/${target}/${encodeURIComponent(String(id))}/${action}`;

export const deviceApi = (http: HttpClient) => ({
    getDeviceDiagnosis: (id: Identifier) =>
        getCollection<RawDiagnosisMessage>(http, itemPath('devices', id, 'diagnosis')),
    getDeviceTypeCommands: ({ vendor, deviceType, firmware }: DeviceDetails) =>
        http<CommandSet>('/devices/types/commands', {
            query: { vendor, deviceType, firmware },
        }),
    /** POST /{target}/{id}/send: a custom message. */
    sendCustomMessage: (
        target: CommandTarget,
        id: Identifier,
        body: LoRaWanPayload | JsonPayload,
    ) =>
        http<QueuedDownlink>(itemPath(target, id, 'send'), {
            method: 'POST',
            body,
            pause: COMMAND_PAUSE_MS,
        }),
    /** POST /{target}/{id}/command: a defined command. */
    sendDefinedCommand: (target: CommandTarget, id: Identifier, body: CommandPayload) =>
        http<QueuedDownlink>(itemPath(target, id, 'command'), {
            method: 'POST',
            body,
            pause: COMMAND_PAUSE_MS,
        }),
});

export type DeviceApi = ReturnType<typeof deviceApi>;

/**
 * Sends a defined command or a custom message to a device or device group, after the pause the
 * product specification asks before commands (section 9), and confirms with "Command sent".
 * A failed call opens the error modal (httpClient); nothing else to do here.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { DeviceDataProvider } from '../api';
import type { CommandTarget } from './commandSet';
import type { CommandPayload, JsonPayload, LoRaWanPayload } from './payloads';

/** Milliseconds between the click and the call (section 9). */
export const COMMAND_PAUSE_MS = 1000;

export type Downlink =
    | { kind: 'command'; body: CommandPayload }
    | { kind: 'message'; body: LoRaWanPayload | JsonPayload };

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

export const useSendDownlink = (target: CommandTarget, id: Identifier) => {
    const dataProvider = useDataProvider<DeviceDataProvider>();
    const notify = useNotify();
    return useMutation({
        mutationFn: async (downlink: Downlink) => {
            await pause(COMMAND_PAUSE_MS);
            return downlink.kind === 'command'
                ? dataProvider.sendDefinedCommand(target, id, downlink.body)
                : dataProvider.sendCustomMessage(target, id, downlink.body);
        },
        onSuccess: () => notify('devices.commands.sent', { type: 'success' }),
    });
};

/**
 * Sends a defined command or a custom message to a device or device group, after the pause the
 * product specification asks before commands (section 9, in the httpClient), and confirms with "Command sent".
 * A failed call opens the error modal (httpClient); nothing else to do here.
 */
import { useMutation } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import type { DeviceApi } from '../api';
import type { CommandTarget } from './commandSet';
import type { CommandPayload, JsonPayload, LoRaWanPayload } from './payloads';

export type Downlink =
    | { kind: 'command'; body: CommandPayload }
    | { kind: 'message'; body: LoRaWanPayload | JsonPayload };

export const useSendDownlink = (target: CommandTarget, id: Identifier) => {
    const calls = useCalls<DeviceApi>();
    const notify = useNotify();
    return useMutation({
        // The pause before commands (section 9) is the httpClient's.
        mutationFn: (downlink: Downlink) =>
            downlink.kind === 'command'
                ? calls.sendDefinedCommand(target, id, downlink.body)
                : calls.sendCustomMessage(target, id, downlink.body),
        onSuccess: () => notify('devices.commands.sent', { type: 'success' }),
    });
};

/**
 * A custom message by the integration's type (product specification section 9): LoRaWAN types
 * take an fPort and a hex payload, MQTT a JSON payload, others are not supported.
 */
import { Typography } from '@mui/material';
import { Form, NumberInput, TextInput, useTranslate } from 'react-admin';
import { DraftKeeper } from '../../../src/session/DraftKeeper';
import type { FieldValues } from 'react-hook-form';
import type { CommandPanelsProps } from './CommandPanels';
import { messageKind } from './messageKind';
import { Panel } from './Panel';
import { jsonPayload, loRaWanPayload } from './payloads';
import { SendButton } from './SendButton';
import { useSendDownlink } from './useSendDownlink';
import {
    upperCaseInput,
    validateFPort,
    validateHexPayload,
    validateJsonPayload,
} from './validators';

const EMPTY = {};

export const CustomMessagePanel = ({
    target,
    id,
    integrationType,
    disabled,
}: CommandPanelsProps) => {
    const translate = useTranslate();
    const send = useSendDownlink(target, id);
    const kind = messageKind(integrationType);
    return (
        <Panel titleKey="devices.commands.custom">
            {kind === 'unsupported' && (
                <Typography color="text.secondary">
                    {translate('devices.commands.not_supported')}
                </Typography>
            )}
            {kind === 'lorawan' && (
                <Form
                    record={EMPTY}
                    mode="onChange"
                    onSubmit={(values: FieldValues) =>
                        send.mutate({
                            kind: 'message',
                            body: loRaWanPayload(values.fPort, values.hexPayload),
                        })
                    }
                >
                    <DraftKeeper form="loRaWanMessage" />
                    <NumberInput
                        source="fPort"
                        label="devices.commands.fport"
                        validate={validateFPort}
                        step={1}
                        disabled={disabled}
                    />
                    <TextInput
                        source="hexPayload"
                        label="devices.commands.hex_payload"
                        parse={upperCaseInput}
                        validate={validateHexPayload}
                        disabled={disabled}
                        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                    />
                    <SendButton pending={send.isPending} disabled={disabled} />
                </Form>
            )}
            {kind === 'json' && (
                <Form
                    record={EMPTY}
                    mode="onChange"
                    onSubmit={(values: FieldValues) =>
                        send.mutate({ kind: 'message', body: jsonPayload(values.payload) })
                    }
                >
                    <DraftKeeper form="jsonMessage" />
                    <TextInput
                        source="payload"
                        label="devices.commands.json_payload"
                        multiline
                        minRows={4}
                        validate={validateJsonPayload}
                        disabled={disabled}
                        slotProps={{ htmlInput: { spellCheck: false } }}
                    />
                    <SendButton pending={send.isPending} disabled={disabled} />
                </Form>
            )}
        </Panel>
    );
};

/**
 * Defined commands of the device type (GET /devices/types/commands): pick one, fill its
 * parameters, send it as {intent, params}.
 */
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useWatch, type FieldValues } from 'react-hook-form';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { DraftKeeper } from '../../../src/session/DraftKeeper';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import type { DeviceApi } from '../api';
import type { CommandPanelsProps } from './CommandPanels';
import { CommandParamInput } from './CommandParamInput';
import type { CommandSet } from './commandSet';
import { Panel } from './Panel';
import { commandPayload } from './payloads';
import { SendButton } from './SendButton';
import { useSendDownlink } from './useSendDownlink';
import { required } from '../../../src/validation/rules';

const EMPTY = {};

const CommandParams = ({ commands }: { commands: CommandSet }) => {
    const intent = useWatch({ name: 'intent' }) as string | undefined;
    const command = intent ? commands[intent] : undefined;
    if (!command) return null;
    return (
        <div key={intent}>
            {command.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {command.description}
                </Typography>
            )}
            {Object.entries(command.properties ?? {}).map(([name, param]) => (
                <CommandParamInput key={name} name={name} param={param} />
            ))}
        </div>
    );
};

export const DefinedCommandPanel = ({ target, id, details, disabled }: CommandPanelsProps) => {
    const translate = useTranslate();
    const calls = useCalls<DeviceApi>();
    const [organizationId] = useCurrentOrganizationId();
    const { vendor, deviceType, firmware } = details;
    const { data: commands } = useQuery({
        queryKey: queryKeys.deviceTypeCommands(organizationId, { vendor, deviceType, firmware }),
        queryFn: () => calls.getDeviceTypeCommands({ vendor, deviceType, firmware }),
        staleTime: 60_000,
    });
    const send = useSendDownlink(target, id);
    const names = Object.keys(commands ?? {});
    return (
        <Panel titleKey="devices.commands.defined">
            {commands && names.length === 0 && (
                <Typography color="text.secondary">
                    {translate('devices.commands.no_commands')}
                </Typography>
            )}
            {commands && names.length > 0 && (
                <Form
                    record={EMPTY}
                    mode="onChange"
                    onSubmit={(values: FieldValues) =>
                        send.mutate({
                            kind: 'command',
                            body: commandPayload(
                                values.intent,
                                commands[values.intent]?.properties,
                                values.params,
                            ),
                        })
                    }
                >
                    <DraftKeeper form="command" />
                    <SelectInput
                        source="intent"
                        label="devices.commands.command"
                        choices={names.map(name => ({ id: name, name }))}
                        translateChoice={false}
                        validate={required()}
                        disabled={disabled}
                    />
                    <CommandParams commands={commands} />
                    <SendButton pending={send.isPending} disabled={disabled} />
                </Form>
            )}
        </Panel>
    );
};

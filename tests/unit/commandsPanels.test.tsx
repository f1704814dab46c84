import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { CommandPanels } from '../../resources/devices/commands/CommandPanels';

const i18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en');

const COMMANDS = {
    setDimLevel: {
        description: 'Dims the lamp',
        properties: { level: { type: 'integer', minimum: 0, maximum: 100 } },
    },
    reboot: { description: 'Restarts the device', properties: {} },
};

const renderPanels = (integrationType: string) => {
    // The call takes a moment (the command pause is the httpClient's), so "Sending…" shows.
    const sendCustomMessage = vi.fn(
        () => new Promise(resolve => setTimeout(() => resolve({ id: 1, status: 'QUEUED' }), 300)),
    );
    const sendDefinedCommand = vi.fn(async () => ({ id: 2, status: 'QUEUED' }));
    const getDeviceTypeCommands = vi.fn(async () => COMMANDS);
    const dataProvider = {
        sendCustomMessage,
        sendDefinedCommand,
        getDeviceTypeCommands,
    } as unknown as DataProvider;
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <CommandPanels
                target="device-groups"
                id={12}
                integrationType={integrationType}
                details={{ vendor: 'Milesight', deviceType: 'WS101', firmware: '1.0' }}
            />
            <Notification />
        </AdminContext>,
    );
    return { sendCustomMessage, sendDefinedCommand, getDeviceTypeCommands };
};

const custom = () => screen.getByRole('region', { name: 'Custom message' });
const defined = () => screen.getByRole('region', { name: 'Defined commands' });

/** Each send waits the 1000 ms pause of specification section 9; typing is slow in jsdom. */
const SLOW = { timeout: 20_000 };

describe('custom message panel', SLOW, () => {
    it('validates a LoRaWAN message, upper-cases the payload and sends {fPort, hexPayload}', async () => {
        const user = userEvent.setup();
        const { sendCustomMessage } = renderPanels('CHIRPSTACK_V4');
        const panel = custom();
        await user.click(within(panel).getByRole('button', { name: 'Send' }));
        expect(await within(panel).findByText('fPort is required')).toBeInTheDocument();
        expect(within(panel).getByText('Payload is required')).toBeInTheDocument();

        const port = within(panel).getByLabelText('fPort');
        await user.type(port, '0');
        expect(await within(panel).findByText('fPort must be greater than 0')).toBeInTheDocument();
        const payload = within(panel).getByLabelText('Payload (hex)');
        await user.type(payload, 'abc');
        expect(payload).toHaveValue('ABC');
        expect(await within(panel).findByText('Payload must be valid hex')).toBeInTheDocument();
        await user.click(within(panel).getByRole('button', { name: 'Send' }));
        expect(sendCustomMessage).not.toHaveBeenCalled();

        await user.clear(port);
        await user.type(port, '2');
        await user.type(payload, 'd');
        await user.click(within(panel).getByRole('button', { name: 'Send' }));
        expect(await within(panel).findByRole('button', { name: 'Sending…' })).toBeDisabled();
        await waitFor(() => expect(sendCustomMessage).toHaveBeenCalled(), { timeout: 3000 });
        expect(sendCustomMessage).toHaveBeenCalledWith('device-groups', 12, {
            fPort: 2,
            hexPayload: 'ABCD',
        });
        expect(await screen.findByText('Command sent', {}, SLOW)).toBeInTheDocument();
    });

    it('sends an MQTT message as the parsed JSON', async () => {
        const user = userEvent.setup();
        const { sendCustomMessage } = renderPanels('MQTT');
        const panel = custom();
        const payload = within(panel).getByLabelText('Payload (JSON)');
        fireEvent.change(payload, { target: { value: '{"dim": ' } });
        expect(await within(panel).findByText('Payload must be valid JSON')).toBeInTheDocument();
        fireEvent.change(payload, { target: { value: '{"dim": 40}' } });
        await user.click(within(panel).getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(sendCustomMessage).toHaveBeenCalled(), { timeout: 3000 });
        expect(sendCustomMessage).toHaveBeenCalledWith('device-groups', 12, {
            payload: { dim: 40 },
        });
    });

    it('says "Not supported" for other integrations', () => {
        renderPanels('REST');
        expect(within(custom()).getByText('Not supported')).toBeInTheDocument();
        expect(within(custom()).queryByRole('button', { name: 'Send' })).toBeNull();
    });
});

describe('defined command panel', SLOW, () => {
    it('loads the commands of the device type and sends {intent, params}', async () => {
        const user = userEvent.setup();
        const { sendDefinedCommand, getDeviceTypeCommands } = renderPanels('REST');
        const panel = defined();
        await user.click(await within(panel).findByRole('combobox', { name: 'Command' }));
        await user.click(await screen.findByRole('option', { name: 'setDimLevel' }));
        expect(getDeviceTypeCommands).toHaveBeenCalledWith({
            vendor: 'Milesight',
            deviceType: 'WS101',
            firmware: '1.0',
        });
        expect(within(panel).getByText('Dims the lamp')).toBeInTheDocument();
        const level = within(panel).getByLabelText('level *');
        await user.type(level, '150');
        expect(await within(panel).findByText('Must be 100 or less')).toBeInTheDocument();
        await user.clear(level);
        await user.type(level, '60');
        await user.click(within(panel).getByRole('button', { name: 'Send' }));
        await waitFor(() => expect(sendDefinedCommand).toHaveBeenCalled(), { timeout: 3000 });
        expect(sendDefinedCommand).toHaveBeenCalledWith('device-groups', 12, {
            intent: 'setDimLevel',
            params: { level: 60 },
        });
    });
});

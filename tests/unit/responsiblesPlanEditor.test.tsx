import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PlanEditor } from '../../resources/responsibles/form/PlanEditor';
import { createI18nProvider, englishCatalogue } from '../../i18n';
import { WEEKDAYS } from '../../resources/responsibles/dayTime';
import { defaultPlan } from '../../resources/responsibles/planPayload';
import type { Plan } from '../../resources/responsibles/types';
import type { PlanEntry } from '../../resources/responsibles/usePlanEntries';

const ENTRIES: PlanEntry[] = [
    { id: 1, name: 'Stadtwerke Musterstadt', kind: 'organization' },
    { id: 101, name: 'Street lights Musterstadt', kind: 'service' },
    { id: 102, name: 'Valves Musterstadt', kind: 'service' },
];

const HOUR = 3_600_000;

const renderEditor = (plans: Plan[] = [], readOnly = false) => {
    const onSubmit = vi.fn();
    render(
        <AdminContext
            i18nProvider={createI18nProvider('en', englishCatalogue)}
            store={memoryStore()}
        >
            <ResourceContextProvider value="responsibles">
                <Form defaultValues={{ plans }} mode="onChange" onSubmit={onSubmit}>
                    <PlanEditor
                        entries={ENTRIES}
                        isPending={false}
                        isError={false}
                        readOnly={readOnly}
                    />
                    <button type="submit">Submit</button>
                </Form>
            </ResourceContextProvider>
        </AdminContext>,
    );
    return { onSubmit };
};

const entry = (name: string) => within(screen.getByRole('group', { name }));

/**
 * A time field's hidden input, which holds its "HH:mm" (MUI X 9 renders a time field as a group
 * of spinbuttons, hour and minute, named by the field's aria-label, with this input in it).
 */
const timeInput = (scope: ReturnType<typeof entry>, name: string) => {
    const input = scope.getByLabelText(name).querySelector('input');
    if (!input) throw new Error(`no input in the time field ${name}`);
    return input;
};

// Each entry renders fourteen inputs: jsdom needs a while on a busy machine.
describe('the plan editor', { timeout: 30_000 }, () => {
    it('lists the organization and each service, all switched off', () => {
        renderEditor();
        for (const { name } of ENTRIES) {
            expect(entry(name).getByRole('switch', { name })).not.toBeChecked();
            expect(entry(name).queryByLabelText('Monday start')).not.toBeInTheDocument();
        }
    });

    it('starts a switched-on entry with FAILURE, 00:00–23:59 on every weekday', async () => {
        const user = userEvent.setup();
        const { onSubmit } = renderEditor();
        await user.click(screen.getByRole('switch', { name: 'Valves Musterstadt' }));
        const valves = entry('Valves Musterstadt');
        expect(valves.getByRole('checkbox', { name: 'Failure' })).toBeChecked();
        expect(valves.getByRole('checkbox', { name: 'Warning' })).not.toBeChecked();
        for (const day of ['Monday', 'Wednesday', 'Sunday']) {
            expect(valves.getByRole('checkbox', { name: day })).toBeChecked();
            expect(timeInput(valves, `${day} start`)).toHaveValue('00:00');
            expect(timeInput(valves, `${day} end`)).toHaveValue('23:59');
        }
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0].plans).toEqual([defaultPlan(102)]);
    });

    it('keeps the chosen alarm types, times and days left out', async () => {
        const user = userEvent.setup();
        const { onSubmit } = renderEditor();
        await user.click(screen.getByRole('switch', { name: 'Street lights Musterstadt' }));
        const lights = entry('Street lights Musterstadt');
        await user.click(lights.getByRole('checkbox', { name: 'Warning' }));
        for (const day of ['Saturday', 'Sunday']) {
            await user.click(lights.getByRole('checkbox', { name: day }));
            expect(lights.queryByLabelText(`${day} start`)).not.toBeInTheDocument();
        }
        for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
            fireEvent.change(timeInput(lights, `${day} start`), { target: { value: '08:00' } });
            fireEvent.change(timeInput(lights, `${day} end`), { target: { value: '17:00' } });
        }
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        const workday = { start: 8 * HOUR, end: 17 * HOUR + 59_999 };
        expect(onSubmit.mock.calls[0][0].plans).toEqual([
            {
                id: 101,
                alarmTypes: ['FAILURE', 'WARNING'],
                time: {
                    monday: workday,
                    tuesday: workday,
                    wednesday: workday,
                    thursday: workday,
                    friday: workday,
                    saturday: { start: 0, end: 0 },
                    sunday: { start: 0, end: 0 },
                },
            },
        ]);
    });

    it('refuses a night the next day cannot continue, and a plan without alarm types', async () => {
        const user = userEvent.setup();
        const { onSubmit } = renderEditor();
        await user.click(screen.getByRole('switch', { name: 'Stadtwerke Musterstadt' }));
        const organization = entry('Stadtwerke Musterstadt');
        fireEvent.change(timeInput(organization, 'Tuesday start'), {
            target: { value: '12:00' },
        });
        fireEvent.change(timeInput(organization, 'Monday start'), {
            target: { value: '10:00' },
        });
        fireEvent.change(timeInput(organization, 'Monday end'), {
            target: { value: '09:00' },
        });
        await user.click(organization.getByRole('checkbox', { name: 'Failure' }));
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        expect(
            await screen.findByText(
                'Continues until 09:00 on Tuesday, but Tuesday starts at 12:00 (one time span a day). Let Tuesday start at 00:00 or switch it off.',
            ),
        ).toBeVisible();
        expect(screen.getByText('Choose at least one alarm type')).toBeVisible();
        expect(onSubmit).not.toHaveBeenCalled();
        // Tuesday switched off: the night fits, and says where it ends.
        await user.click(organization.getByRole('checkbox', { name: 'Tuesday' }));
        await waitFor(() => expect(screen.queryByText(/Continues until/)).not.toBeInTheDocument());
        expect(organization.getByText('Next day (Tuesday)')).toBeVisible();
    });

    it('shows a stored plan, and a switched-off entry loses its plan', async () => {
        const user = userEvent.setup();
        const stored: Plan = {
            id: 101,
            alarmTypes: ['FAILURE', 'WARNING'],
            time: Object.fromEntries(
                WEEKDAYS.map(day => [day, { start: 7 * HOUR, end: 19 * HOUR }]),
            ) as Plan['time'],
        };
        const { onSubmit } = renderEditor([defaultPlan(1), stored]);
        const lights = entry('Street lights Musterstadt');
        expect(lights.getByRole('switch', { name: 'Street lights Musterstadt' })).toBeChecked();
        expect(lights.getByRole('checkbox', { name: 'Warning' })).toBeChecked();
        expect(timeInput(lights, 'Friday start')).toHaveValue('07:00');
        expect(timeInput(lights, 'Friday end')).toHaveValue('19:00');
        await user.click(screen.getByRole('switch', { name: 'Stadtwerke Musterstadt' }));
        expect(
            entry('Stadtwerke Musterstadt').queryByLabelText('Monday start'),
        ).not.toBeInTheDocument();
        // The service's plan moved to the first place; its inputs follow it.
        expect(timeInput(lights, 'Friday end')).toHaveValue('19:00');
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalled());
        expect(onSubmit.mock.calls[0][0].plans).toEqual([stored]);
    });

    it('is read-only for users who may not edit', () => {
        renderEditor([defaultPlan(1)], true);
        const organization = entry('Stadtwerke Musterstadt');
        expect(organization.getByRole('switch', { name: 'Stadtwerke Musterstadt' })).toBeDisabled();
        expect(organization.getByRole('checkbox', { name: 'Failure' })).toBeDisabled();
        expect(organization.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
        expect(timeInput(organization, 'Monday start')).toHaveAttribute('readonly');
        for (const part of organization
            .getByLabelText('Monday start')
            .querySelectorAll('[role="spinbutton"]')) {
            expect(part).toHaveAttribute('aria-readonly', 'true');
        }
    });
});

/**
 * /dad/devices/activation: option, devices, confirm (product specification sections 2 and 4).
 * BY_LICENCE needs enough licences per tag; AS_ADMIN is for system admins only.
 */
import { useMemo, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useLocation, useNavigate } from 'react-router-dom';
import { countUntagged, deviceLicenceChecks } from './licences';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { useForgetDevices, useKnownDevices } from '../useWizardData';
import type { Device } from '../types';
import type { ActivationApi } from '../calls/activationApi';
import { DEVICE_PATHS } from '../paths';
import { selectableForOption, type ActivationOption } from './activationOptions';
import { ConfirmStep } from './ConfirmStep';
import { OptionStep } from './OptionStep';
import { SelectDevicesStep } from './SelectDevicesStep';
import { useLicenceBundle } from './useLicenceBundle';
import { WizardExtras } from '../../../src/ui/WizardExtras';
import { preselectionOf } from './preselection';

const ActivationWizard = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const calls = useCalls<ActivationApi>();
    const forgetDevices = useForgetDevices();
    // Devices selected on the device list come preselected (issue 19, item 3).
    const location = useLocation();
    const [carried] = useState(() => preselectionOf(location.state));
    const [option, setOption] = useState<ActivationOption>(carried?.option ?? 'BY_LICENCE');
    const [selectedIds, setSelectedIds] = useState<Identifier[]>(carried?.deviceIds ?? []);
    const [search, setSearch] = useState('');
    const [working, setWorking] = useState(false);
    const { devices, isPending } = useKnownDevices<Device>();

    const byLicence = option === 'BY_LICENCE';
    const licences = useLicenceBundle(byLicence);

    const candidates = useMemo(() => selectableForOption(option, devices), [option, devices]);
    const selected = useMemo(() => {
        const wanted = new Set(selectedIds);
        return candidates.filter(device => wanted.has(device.id));
    }, [candidates, selectedIds]);
    const active = useMemo(() => devices.filter(device => device.isEnabled), [devices]);
    const checks = useMemo(
        () => deviceLicenceChecks(licences.bundle, selected, active),
        [licences.bundle, selected, active],
    );
    const licencesPending = licences.isPending;
    const allowed = !byLicence || (!licencesPending && checks.every(check => check.enough));

    const changeOption = (next: ActivationOption) => {
        setOption(next);
        const keep = new Set(carried?.deviceIds ?? []);
        setSelectedIds(
            selectableForOption(next, devices)
                .filter(device => keep.has(device.id))
                .map(device => device.id),
        );
    };

    const submit = async () => {
        setWorking(true);
        try {
            await calls.activateDevices(
                option,
                selected.map(device => device.id),
            );
            await forgetDevices();
            notify(`deviceWizards.activation.done.${option}`, {
                type: 'success',
                messageArgs: { smart_count: selected.length },
            });
            navigate(DEVICE_PATHS.list);
        } catch {
            // The error modal tells what went wrong; the wizard stays as it was.
        } finally {
            setWorking(false);
        }
    };

    return (
        <>
            <PageHeading titleKey="deviceWizards.activation.title" />
            <Wizard
                defaultValues={{ activationOption: carried?.option ?? 'BY_LICENCE' }}
                onSubmit={submit}
                submitLabel={`deviceWizards.activation.action.${option}`}
                submitting={working}
                unsaved={selectedIds.length > 0}
                extraActions={<WizardExtras working={working} backTo={DEVICE_PATHS.list} />}
                steps={[
                    {
                        labelKey: 'deviceWizards.activation.steps.option',
                        content: <OptionStep onChange={changeOption} />,
                        fields: ['activationOption'],
                    },
                    {
                        labelKey: 'deviceWizards.activation.steps.devices',
                        content: (
                            <SelectDevicesStep
                                option={option}
                                candidates={candidates}
                                isPending={isPending}
                                selection={{ selectedIds, setSelectedIds }}
                                search={search}
                                onSearchChange={setSearch}
                            />
                        ),
                        canContinue: selected.length > 0,
                    },
                    {
                        labelKey: 'deviceWizards.activation.steps.confirm',
                        content: (
                            <ConfirmStep
                                option={option}
                                requested={selected.length}
                                checks={checks}
                                untagged={countUntagged(selected)}
                                licencesPending={licencesPending}
                            />
                        ),
                        canContinue: selected.length > 0 && allowed,
                    },
                ]}
            />
        </>
    );
};

export default ActivationWizard;

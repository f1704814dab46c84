/**
 * /organization/services/activation: option, one service, confirm (product specification
 * sections 2 and 4), with the device activation's options (one implementation). BY_LICENCE
 * needs more licences of the service's type than active services of it; AS_ADMIN is for system
 * admins only. PUT /services/{id}/activation/{option} sends the billing token.
 */
import { useLookup } from '../../../src/api/lists/useLookup';
import { useMemo, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useNavigate } from 'react-router-dom';
import type { ServicesApi } from '../api';
import { SERVICE_PATHS } from '../paths';
import type { Service } from '../types';
import { serviceLicenceCheck } from '../../devices/activation/licences';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import {
    selectableForOption,
    type ActivationOption,
} from '../../devices/activation/activationOptions';
import { OptionStep } from '../../devices/activation/OptionStep';
import { useLicenceBundle } from '../../devices/activation/useLicenceBundle';
import { WizardExtras } from '../../../src/ui/WizardExtras';
import { useForgetCollection } from '../../devices/useWizardData';
import { SelectServiceStep } from './SelectServiceStep';
import { ServiceConfirmStep } from './ServiceConfirmStep';

const KEY = 'resources.services.activation';

export const ServiceActivationWizard = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const calls = useCalls<ServicesApi>();
    const forgetServices = useForgetCollection('services');
    const [option, setOption] = useState<ActivationOption>('BY_LICENCE');
    const [selectedId, setSelectedId] = useState<Identifier | null>(null);
    const [working, setWorking] = useState(false);
    const { records: services, isPending } = useLookup<Service>('services');

    const byLicence = option === 'BY_LICENCE';
    const licences = useLicenceBundle(byLicence);
    const candidates = useMemo(() => selectableForOption(option, services), [option, services]);
    const selected = candidates.find(service => service.id === selectedId);
    const check =
        selected && !licences.isPending
            ? serviceLicenceCheck(licences.bundle, selected.type, services)
            : undefined;
    const allowed = !!selected && (!byLicence || !!check?.enough);

    const changeOption = (next: ActivationOption) => {
        setOption(next);
        setSelectedId(null);
    };

    const submit = async () => {
        if (!selected) return;
        setWorking(true);
        try {
            await calls.activateService(selected.id, option);
            await forgetServices();
            notify(`${KEY}.done.${option}`, {
                type: 'success',
                messageArgs: { name: selected.name },
            });
            navigate(SERVICE_PATHS.list);
        } catch {
            // The error modal tells what went wrong; the wizard stays as it was.
        } finally {
            setWorking(false);
        }
    };

    return (
        <>
            <PageHeading titleKey={`${KEY}.title`} />
            <Wizard
                defaultValues={{ activationOption: 'BY_LICENCE' }}
                onSubmit={submit}
                submitLabel={`${KEY}.action.${option}`}
                submitting={working}
                unsaved={selectedId !== null}
                extraActions={<WizardExtras working={working} backTo={SERVICE_PATHS.list} />}
                steps={[
                    {
                        labelKey: `${KEY}.steps.option`,
                        content: <OptionStep onChange={changeOption} />,
                        fields: ['activationOption'],
                    },
                    {
                        labelKey: `${KEY}.steps.service`,
                        content: (
                            <SelectServiceStep
                                option={option}
                                candidates={candidates}
                                isPending={isPending}
                                selectedId={selected ? selected.id : null}
                                onSelect={setSelectedId}
                            />
                        ),
                        canContinue: !!selected,
                    },
                    {
                        labelKey: `${KEY}.steps.confirm`,
                        content: selected ? (
                            <ServiceConfirmStep option={option} service={selected} check={check} />
                        ) : null,
                        canContinue: allowed,
                    },
                ]}
            />
        </>
    );
};

/**
 * /dad/devices/onboard (product specification sections 2 and 7): the integration; a name (REST,
 * webhook) or the provider's new devices; vendor, type, firmware and function; the service.
 */
import { useLookup } from '../../../src/api/lists/useLookup';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../../src/api/cache/queryKeys';
import { useCurrentOrganizationId } from '../../../src/organization/currentOrganization';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { DEVICE_PATHS } from '../paths';
import { WizardExtras } from '../../../src/ui/WizardExtras';
import { generateDeviceId } from '../deviceIds';
import { DeviceTypeStep } from './DeviceTypeStep';
import { functionOptions, isRestIntegration } from '../integrationTypes';
import { IntegrationStep } from '../../integrations/IntegrationStep';
import type { OnboardApi } from '../calls/onboardApi';
import { onboardableDevices, reportedTypes, sharedDetails } from './onboardPayload';
import { onboardRequest, type OnboardValues } from './onboardRequest';
import { ProviderDevicesStep, type ProviderRow } from './ProviderDevicesStep';
import { RestDeviceStep } from './RestDeviceStep';
import { ServiceStep } from './ServiceStep';
import {
    useDeviceTypes,
    useForgetDevices,
    useKnownDevices,
    useOrganizationNumber,
} from '../useWizardData';
import type { Integration } from '../../integrations/types';
import type { Service } from '../../services/types';

const OnboardWizard = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const calls = useCalls<OnboardApi>();
    const forgetDevices = useForgetDevices();
    const organizationId = useOrganizationNumber();
    const [currentOrganization] = useCurrentOrganizationId();
    const [integration, setIntegration] = useState<Integration>();
    const [selectedIds, setSelectedIds] = useState<Identifier[]>([]);
    const [search, setSearch] = useState('');
    const [working, setWorking] = useState(false);
    const integrations = useLookup<Integration>('integrations');
    const services = useLookup<Service>('services');
    const { known, isPending: knownPending } = useKnownDevices();
    const deviceTypes = useDeviceTypes();
    const rest = isRestIntegration(integration?.type);

    const unboarded = useQuery({
        queryKey: queryKeys.unboardedDevices(currentOrganization, integration?.id),
        queryFn: () => calls.getUnboardedDevices(integration!.id),
        enabled: !!integration && !rest,
    });
    const rows = useMemo<ProviderRow[]>(
        () =>
            onboardableDevices(Array.isArray(unboarded.data) ? unboarded.data : [], known).map(
                device => ({ ...device, id: device.deviceId }),
            ),
        [unboarded.data, known],
    );
    const selected = useMemo(() => {
        const wanted = new Set(selectedIds);
        return rows.filter(row => wanted.has(row.id));
    }, [rows, selectedIds]);
    // One type is set for all devices onboarded together: a selection of several types is refused.
    const selectedTypes = useMemo(() => reportedTypes(selected), [selected]);
    const mixedTypes = selectedTypes.length > 1;
    const generatedId = useMemo(
        () => (integration && rest && !knownPending ? generateDeviceId(known) : undefined),
        [integration, rest, known, knownPending],
    );

    const changeIntegration = (next: Integration | undefined) => {
        setIntegration(next);
        setSelectedIds([]);
        setSearch('');
    };

    const submit = async (values: Record<string, unknown>) => {
        if (!integration || organizationId === null) return;
        const request = onboardRequest(values as unknown as OnboardValues, {
            integration,
            organizationId,
            generatedId,
            selected,
        });
        if (!request) return;
        setWorking(true);
        try {
            await calls.onboardDevices(request);
            await forgetDevices();
            notify('deviceWizards.onboard.done', {
                type: 'success',
                messageArgs: { smart_count: request.deviceList.length },
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
            <PageHeading titleKey="deviceWizards.onboard.title" />
            <Wizard
                onSubmit={submit}
                submitLabel="deviceWizards.onboard.action"
                submitting={working}
                unsaved={selectedIds.length > 0}
                extraActions={<WizardExtras working={working} backTo={DEVICE_PATHS.list} />}
                steps={[
                    {
                        labelKey: 'deviceWizards.onboard.steps.integration',
                        content: (
                            <IntegrationStep
                                integrations={integrations.records}
                                isPending={integrations.isPending}
                                onChange={changeIntegration}
                            />
                        ),
                        fields: ['integrationId'],
                    },
                    rest
                        ? {
                              labelKey: 'deviceWizards.onboard.steps.devices',
                              content: <RestDeviceStep deviceId={generatedId} />,
                              fields: ['name'],
                              canContinue: !!generatedId,
                          }
                        : {
                              labelKey: 'deviceWizards.onboard.steps.devices',
                              content: (
                                  <ProviderDevicesStep
                                      rows={rows}
                                      isPending={unboarded.isPending || knownPending}
                                      selection={{ selectedIds, setSelectedIds }}
                                      search={search}
                                      onSearchChange={setSearch}
                                      mixedTypes={mixedTypes ? selectedTypes : []}
                                  />
                              ),
                              canContinue: selected.length > 0 && !mixedTypes,
                          },
                    {
                        labelKey: 'deviceWizards.onboard.steps.type',
                        content: (
                            <DeviceTypeStep
                                types={deviceTypes.types}
                                isPending={deviceTypes.isPending}
                                functions={functionOptions(integration?.type)}
                                suggested={rest ? undefined : sharedDetails(selected)}
                            />
                        ),
                        fields: ['vendor', 'deviceType', 'firmware', 'tag'],
                    },
                    {
                        labelKey: 'deviceWizards.onboard.steps.service',
                        content: (
                            <ServiceStep
                                services={services.records}
                                isPending={services.isPending}
                            />
                        ),
                        canContinue: rest ? !!generatedId : selected.length > 0 && !mixedTypes,
                    },
                ]}
            />
        </>
    );
};

export default OnboardWizard;

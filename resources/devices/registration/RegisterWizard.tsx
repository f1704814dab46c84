/**
 * /dad/devices/register (product specification section 2): bulk registration from a CSV file.
 * Nothing is sent while any row has a problem.
 */
import { useLookup } from '../../../src/api/lists/useLookup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useCalls } from '../../../src/api/useCalls';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Wizard } from '../../../src/ui/Wizard';
import { DEVICE_PATHS } from '../paths';
import { WizardExtras } from '../../../src/ui/WizardExtras';
import { IntegrationStep } from '../../integrations/IntegrationStep';
import { useDeviceTypes, useForgetDevices, useKnownDevices } from '../useWizardData';
import type { Integration } from '../../integrations/types';
import type { Service } from '../../services/types';
import { csvFileProblemOf } from './csvFileProblems';
import { CsvFileStep, type FileState } from './CsvFileStep';
import type { ParsedCsv } from './parseCsv';
import { parseCsvFile } from './parseCsvFile';
import type { RegisterApi } from '../calls/registerApi';
import { checkRegistration, registrationBody } from './registrationRows';

const RegisterWizard = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const calls = useCalls<RegisterApi>();
    const forgetDevices = useForgetDevices();
    const [integration, setIntegration] = useState<Integration>();
    const [file, setFile] = useState<FileState>({ status: 'none' });
    const [parsed, setParsed] = useState<ParsedCsv>();
    const [working, setWorking] = useState(false);
    const parsing = useRef<AbortController | null>(null);
    const integrations = useLookup<Integration>('integrations');
    const services = useLookup<Service>('services');
    const { known, isPending: knownPending } = useKnownDevices();
    const deviceTypes = useDeviceTypes();

    useEffect(() => () => parsing.current?.abort(), []);

    const readFile = (chosen: File) => {
        parsing.current?.abort();
        const controller = new AbortController();
        parsing.current = controller;
        setParsed(undefined);
        setFile({ status: 'reading', name: chosen.name, share: 0 });
        parseCsvFile(
            chosen,
            share => setFile({ status: 'reading', name: chosen.name, share }),
            controller.signal,
        ).then(
            result => {
                setParsed(result);
                setFile({ status: 'read', name: chosen.name });
            },
            (error: Error) => {
                if (error.name === 'AbortError') return;
                setFile({ status: 'failed', name: chosen.name, code: csvFileProblemOf(error) });
            },
        );
    };

    const contextReady = !knownPending && !deviceTypes.isPending && !services.isPending;
    const serviceIds = useMemo(
        () => new Set(services.records.map(service => String(service.id))),
        [services.records],
    );
    const check = useMemo(
        () =>
            parsed && contextReady
                ? checkRegistration(parsed, {
                      integrationType: integration?.type,
                      knownDeviceIds: known,
                      deviceTypes: deviceTypes.types,
                      serviceIds,
                  })
                : undefined,
        [parsed, contextReady, integration?.type, known, deviceTypes.types, serviceIds],
    );
    const ready = !!check && !check.fileProblem && check.rows.length > 0 && check.badRows === 0;

    const submit = async () => {
        if (!integration || !check || !ready) return;
        setWorking(true);
        try {
            const answer = await calls.registerDevices(
                registrationBody(integration.id, check.rows, deviceTypes.types),
            );
            await forgetDevices();
            notify('deviceWizards.register.done', {
                type: 'success',
                messageArgs: { smart_count: answer?.created ?? check.rows.length },
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
            <PageHeading titleKey="deviceWizards.register.title" />
            <Wizard
                onSubmit={submit}
                submitLabel="deviceWizards.register.action"
                submitting={working}
                unsaved={file.status !== 'none'}
                extraActions={<WizardExtras working={working} backTo={DEVICE_PATHS.list} />}
                steps={[
                    {
                        labelKey: 'deviceWizards.register.steps.integration',
                        content: (
                            <IntegrationStep
                                integrations={integrations.records}
                                isPending={integrations.isPending}
                                onChange={setIntegration}
                            />
                        ),
                        fields: ['integrationId'],
                    },
                    {
                        labelKey: 'deviceWizards.register.steps.file',
                        content: (
                            <CsvFileStep
                                file={file}
                                onFile={readFile}
                                check={check}
                                parsed={parsed}
                                example={deviceTypes.types[0]}
                                integrationType={integration?.type}
                            />
                        ),
                        canContinue: ready && !working,
                    },
                ]}
            />
        </>
    );
};

export default RegisterWizard;

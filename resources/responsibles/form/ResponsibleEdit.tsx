/**
 * /alarming/responsibles/responsible?id=: name, email and plan with Undo and Save (PUT the whole
 * record), back to the list after saving. Users who may not edit see it read-only.
 */
import { Alert, CircularProgress } from '@mui/material';
import { SimpleForm, useTranslate } from 'react-admin';
import { RESPONSIBLE_PATHS } from '../paths';
import { responsiblePayload } from '../planPayload';
import type { ResponsibleFormValues } from '../types';
import { usePlanEntries } from '../usePlanEntries';
import { useAccess } from '../../../src/auth/useAccess';
import { EditPage } from '../../../src/crud/EditPage';
import { EditFooter } from '../../../src/ui/EditFooter';
import { PersonInputs } from './PersonInputs';
import { PlanEditor } from './PlanEditor';

type PlanEntries = ReturnType<typeof usePlanEntries>;

const Content = ({ planEntries, editable }: { planEntries: PlanEntries; editable: boolean }) => {
    const translate = useTranslate();
    // The form waits for the services too: saving without them would drop their plans.
    if (planEntries.isPending) {
        return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
    }
    if (planEntries.isError) {
        return (
            <Alert severity="error" sx={{ mt: 2 }}>
                {translate('resources.responsibles.plan.load_failed')}
            </Alert>
        );
    }
    return (
        <SimpleForm mode="onChange" toolbar={<EditFooter />}>
            <PersonInputs readOnly={!editable} />
            <PlanEditor
                entries={planEntries.entries}
                isPending={false}
                isError={false}
                readOnly={!editable}
            />
        </SimpleForm>
    );
};

export const ResponsibleEdit = () => {
    const { can } = useAccess();
    const planEntries = usePlanEntries();
    const transform = (data: ResponsibleFormValues) =>
        responsiblePayload(
            data,
            planEntries.entryIds,
            Number(data.organizationId ?? planEntries.organizationId),
        );
    return (
        <EditPage resource="responsibles" listPath={RESPONSIBLE_PATHS.list} transform={transform}>
            <Content planEntries={planEntries} editable={can('editItems')} />
        </EditPage>
    );
};

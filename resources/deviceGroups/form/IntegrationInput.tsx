/** The integration of a group: every integration but REST ones (section 5). */
import { SelectInput } from 'react-admin';
import { useGroupIntegrations } from './useGroupIntegrations';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';
import { NoIntegrationYet } from '../../integrations/NoIntegrationYet';

export const IntegrationInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { all, offered, isPending } = useGroupIntegrations();
    return (
        <>
            <SelectInput
                source="integrationId"
                choices={readOnly ? all : offered}
                isPending={isPending}
                validate={readOnly ? undefined : bodyRules(schemas.create, 'integrationId')}
                readOnly={readOnly}
                sx={{ minWidth: 320 }}
            />
            <NoIntegrationYet shown={!readOnly && !isPending && offered.length === 0} />
        </>
    );
};

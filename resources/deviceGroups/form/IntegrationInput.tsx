/** The integration of a group: every integration but REST ones (section 5). */
import { SelectInput } from 'react-admin';
import { useGroupIntegrations } from './useGroupIntegrations';
import { required } from '../../../src/validation/rules';
import { NoIntegrationYet } from '../../integrations/NoIntegrationYet';

export const IntegrationInput = ({ readOnly }: { readOnly?: boolean }) => {
    const { all, offered, isPending } = useGroupIntegrations();
    return (
        <>
            <SelectInput
                source="integrationId"
                choices={readOnly ? all : offered}
                isPending={isPending}
                validate={readOnly ? undefined : required()}
                readOnly={readOnly}
                sx={{ minWidth: 320 }}
            />
            <NoIntegrationYet shown={!readOnly && !isPending && offered.length === 0} />
        </>
    );
};

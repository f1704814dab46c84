/**
 * The save of an add wizard: creates the record pessimistically, says so and returns to the list
 * (product specification section 4). A failed create keeps the wizard as it was; the error modal
 * explains (httpClient). The return after a successful create does not ask about unsaved input.
 */
import { useCreate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { allowNextLeave } from '../routing/leaveGuard';
import { useNotifyDone } from './useNotifyDone';

export const useCreateAndReturn = (resource: string, listPath: string) => {
    const [create, { isPending }] = useCreate();
    const notifyDone = useNotifyDone();
    const navigate = useNavigate();
    const save = (data: object) =>
        create(
            resource,
            { data },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    notifyDone(resource, 'created');
                    allowNextLeave();
                    navigate(listPath);
                },
                onError: () => undefined,
            },
        );
    return { save, isPending };
};

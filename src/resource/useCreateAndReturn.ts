/**
 * The save of an add wizard: creates the record pessimistically, says so and returns to the list
 * (product specification section 4). A failed create keeps the wizard as it was; the error modal
 * explains (httpClient). The return after a successful create does not ask about unsaved input.
 */
import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { allowNextLeave } from '../routing/leaveGuard';

export const useCreateAndReturn = (resource: string, listPath: string) => {
    const [create, { isPending }] = useCreate();
    const notify = useNotify();
    const navigate = useNavigate();
    const save = (data: object) =>
        create(
            resource,
            { data },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    notify('ra.notification.created', { messageArgs: { smart_count: 1 } });
                    allowNextLeave();
                    navigate(listPath);
                },
                onError: () => undefined,
            },
        );
    return { save, isPending };
};

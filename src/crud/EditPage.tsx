/**
 * The shell of an edit page opened with ?id=: its heading and react-admin's EditBase, saving
 * pessimistically (back to the list after a successful save; a failed save keeps the form and
 * the error modal explains), back to the list when the record cannot be read, and a spinner
 * until the record is there. The form is the page's own (with src/ui/EditFooter, which asks
 * before leaving with unsaved changes; the return after a successful save does not ask, even
 * when the save was confirmed in a dialog after the form's own submit).
 */
import { Card, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { EditBase, ResourceContextProvider, useEditContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { allowNextLeave } from '../routing/leaveGuard';
import { EditHeading } from './EditHeading';
import { useEditShell } from './useEditShell';
import { useNotifyDone } from './useNotifyDone';

interface Props {
    /** react-admin resource; the heading is resources.<resource>.edit. */
    resource: string;
    listPath: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form values of the page
    transform?: (values: any) => unknown;
    /** Rendered once the record is loaded; wrapped in a card unless `bare`. */
    children: ReactNode;
    bare?: boolean;
}

const Loaded = ({ children, bare }: { children: ReactNode; bare?: boolean }) => {
    const translate = useTranslate();
    const { record, isPending } = useEditContext();
    if (isPending || !record) {
        return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
    }
    return bare ? <>{children}</> : <Card sx={{ mt: 2 }}>{children}</Card>;
};

export const EditPage = ({ resource, listPath, transform, children, bare }: Props) => {
    const [searchParams] = useSearchParams();
    const navigate = useNavigate();
    const notifyDone = useNotifyDone();
    const shell = useEditShell(resource, listPath);
    const id = searchParams.get('id');
    if (!id) return null;
    return (
        <ResourceContextProvider value={resource}>
            <EditHeading resource={resource} id={id} />
            <EditBase
                {...shell}
                id={id}
                transform={transform}
                mutationOptions={{
                    ...shell.mutationOptions,
                    // react-admin's own success handling, and no question on the way back.
                    onSuccess: () => {
                        notifyDone(resource, 'updated');
                        allowNextLeave();
                        navigate(listPath);
                    },
                }}
            >
                <Loaded bare={bare}>{children}</Loaded>
            </EditBase>
        </ResourceContextProvider>
    );
};

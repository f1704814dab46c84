/** Remove one record after a confirmation that names it; disabled, with the reason, for users who may not. */
import ActionDelete from '@mui/icons-material/Delete';
import {
    createContext,
    memo,
    useContext,
    useEffect,
    useMemo,
    useRef,
    useState,
    type MouseEvent,
    type ReactNode,
} from 'react';
import {
    DeleteWithConfirmButton,
    useCanAccess,
    useRecordContext,
    useResourceContext,
    useTranslate,
    useUnselect,
} from 'react-admin';
import { Button } from '../ui/Button';
import { capabilityReasonKey } from '../auth/useCapability';
import { DisabledReason } from '../ui/DisabledReason';
import { useNotifyRemoved } from './useNotifyRemoved';

/**
 * Access depends on the role, never on the record (authProvider.canAccess). useCanAccess keys its
 * query by the record's id when it has one, so rows would each ask, on every page and sort, and
 * each answer would re-render the page; a record without an id gives every row one shared check.
 */
const ANY_RECORD = {};

const LABEL = 'app.action.remove';

interface RemoveAccess {
    allowed: boolean;
    isPending: boolean;
}

/** Whether the user may remove this resource's records: one check for every row's button. */
const useRemoveAccess = (): RemoveAccess => {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({
        action: 'delete',
        resource,
        record: ANY_RECORD,
        // The role changes only with the organization, and a switch forgets every 'auth' query
        // (useSwitchOrganization): rows mounted by a sort or a page need not ask again, each
        // answer re-rendering every row.
        staleTime: Infinity,
    });
    return useMemo(() => ({ allowed: !!canAccess, isPending }), [canAccess, isPending]);
};

const RemoveAccessContext = createContext<RemoveAccess | undefined>(undefined);

/**
 * Around a list's table: its rows' Remove buttons share one access check. Each row asking itself
 * made 25 react-query observers a page, created on every sort and page and each subscribing.
 */
export const RemoveAccessProvider = ({ children }: { children: ReactNode }) => (
    <RemoveAccessContext.Provider value={useRemoveAccess()}>
        {children}
    </RemoveAccessContext.Provider>
);

/**
 * react-admin's DeleteWithConfirmButton, which opens its confirmation at once: it is mounted by
 * the first press of the row's Remove button, takes its place (and its focus, so that focus comes
 * back to it when the dialog closes) and opens. After the removal it says what react-admin says
 * ("Device removed"), or that the record had already been removed (in another tab, or by someone
 * else): no error, and the row goes as react-admin loads the list anew. It does what react-admin
 * does after its own success (unselects the record) and gives its place back to the plain button,
 * which closes the confirmation where the row stays.
 */
const OpenedRemoveButton = ({ disabled, onDone }: { disabled: boolean; onDone: () => void }) => {
    const button = useRef<HTMLButtonElement>(null);
    const resource = useResourceContext() ?? '';
    const record = useRecordContext();
    const unselect = useUnselect(resource);
    const { notifyOne } = useNotifyRemoved(resource);
    useEffect(() => {
        button.current?.focus();
        button.current?.click();
    }, []);
    return (
        <DeleteWithConfirmButton
            ref={button}
            label={LABEL}
            confirmTitle="app.remove.title"
            confirmContent="app.remove.content"
            mutationMode="pessimistic"
            redirect={false}
            disabled={disabled}
            mutationOptions={{
                onSuccess: data => {
                    notifyOne(data, record);
                    if (record) unselect([record.id], true);
                    onDone();
                },
            }}
        />
    );
};

/**
 * Memoised, with no props (the record comes from the row's context): a row re-rendered with the
 * same record leaves it alone. Until it is first pressed it is a plain button that looks and reads
 * the same as react-admin's DeleteWithConfirmButton: that one brings a delete controller, a
 * redirect and a dialog, all following the location, which every row of every list would
 * otherwise render again on each sort, filter and page.
 */
export const RemoveButton = memo(function RemoveButton() {
    const shared = useContext(RemoveAccessContext);
    if (!shared) throw new Error('RemoveButton needs a RemoveAccessProvider around its list');
    return <Remove access={shared} />;
});

const Remove = ({ access: { allowed, isPending } }: { access: RemoveAccess }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const [opened, setOpened] = useState(false);
    if (!record) return null;
    const open = (event: MouseEvent) => {
        // The row opens its record on a click; this click is the button's own.
        event.stopPropagation();
        setOpened(true);
    };
    return (
        <DisabledReason
            reason={allowed || isPending ? undefined : translate(capabilityReasonKey('remove'))}
        >
            {opened ? (
                <OpenedRemoveButton disabled={!allowed} onDone={() => setOpened(false)} />
            ) : (
                <Button
                    label={LABEL}
                    // react-admin names its button by the label, except the icon-only one of
                    // phone widths when disabled (a viewer's): that one is named here.
                    aria-label={translate(LABEL)}
                    color="error"
                    className="ra-delete-button"
                    disabled={!allowed}
                    onClick={open}
                >
                    <ActionDelete />
                </Button>
            )}
        </DisabledReason>
    );
};

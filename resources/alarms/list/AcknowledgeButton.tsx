/**
 * A row's Acknowledge button (product specification section 4): shown for OPEN, ACTIVE and
 * INACTIVE alarms, disabled for non-admins. The list holds the one update call (useAcknowledge)
 * and gives it to the rows through a context, so a row is only a button.
 */
import CheckIcon from '@mui/icons-material/Check';
import {
    createContext,
    useContext,
    useEffect,
    useMemo,
    useRef,
    useState,
    type ReactNode,
} from 'react';
import {
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
    useUpdate,
    type Identifier,
} from 'react-admin';
import { Button } from '../../../src/ui/Button';
import { capabilityReasonKey } from '../../../src/auth/useCapability';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { firstFocusable, focusIfLost, inPlaceOf } from '../../../src/ui/focusRescue';
import { acknowledgeOffer, acknowledgePayload } from '../acknowledge';
import type { Alarm } from '../types';

interface Acknowledging {
    mayManage: boolean;
    pendingId: Identifier | null;
    acknowledge: (alarm: Alarm) => void;
}

const AcknowledgeContext = createContext<Acknowledging>({
    mayManage: false,
    pendingId: null,
    acknowledge: () => undefined,
});

export const AcknowledgeProvider = ({
    mayManage,
    children,
}: {
    mayManage: boolean;
    children: ReactNode;
}) => {
    const [update] = useUpdate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [pendingId, setPendingId] = useState<Identifier | null>(null);
    const value = useMemo<Acknowledging>(
        () => ({
            mayManage,
            pendingId,
            acknowledge: alarm => {
                setPendingId(alarm.id);
                update(
                    'alarms',
                    {
                        id: alarm.id,
                        data: acknowledgePayload(alarm.id, alarm.state),
                        previousData: alarm,
                    },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () => {
                            notify('alarms.acknowledge.done', { type: 'success' });
                            refresh();
                        },
                        onSettled: () => setPendingId(null),
                    },
                );
            },
        }),
        [mayManage, pendingId, update, notify, refresh],
    );
    return <AcknowledgeContext.Provider value={value}>{children}</AcknowledgeContext.Provider>;
};

/** Where the pressed Acknowledge button was: its row, that row's place, whether it has the focus. */
interface Pressed {
    row: HTMLTableRowElement;
    index: number;
    focused: () => boolean;
}

/**
 * Follows whether the focus is in the row, or went from it to nowhere: Chromium moves the focus
 * of a removed row to nowhere (the page's body), as a disabled or removed button's.
 */
const pressedIn = (row: HTMLTableRowElement): Pressed => {
    let inRow = true;
    row.addEventListener('focusin', () => (inRow = true));
    row.addEventListener('focusout', event => {
        const to = event.relatedTarget;
        inRow = !(to instanceof Node) || row.contains(to);
    });
    return { row, index: row.sectionRowIndex, focused: () => inRow };
};

/** The first control of the row in the pressed row's place, else of the row above, else Select all. */
const controlInPlaceOf = ({ row, index }: Pressed): HTMLElement | null => {
    if (row.isConnected) return firstFocusable(row);
    const inPlace = inPlaceOf(document.querySelector('tbody')?.rows ?? [], index);
    return (
        (inPlace && firstFocusable(inPlace)) ??
        document.querySelector<HTMLElement>('thead input[type=checkbox]:not(:disabled)')
    );
};

/**
 * Once the alarm is acknowledged the button goes, and with it the focus of whoever pressed it
 * (Chromium drops it to the page, and the next Tab starts from the top): it goes to the row's
 * first control instead, so a keyboard user stays at the alarm they acknowledged. Where the row
 * goes too (a list of active alarms only), a focus still in it goes to the row now in its place.
 */
const useFocusStaysInRow = (shown: boolean) => {
    const pressed = useRef<Pressed | null>(null);
    useEffect(() => {
        const at = pressed.current;
        if (!shown && at) focusIfLost(controlInPlaceOf(at));
    }, [shown]);
    // The row unmounted: after the commit that removed it.
    useEffect(
        () => () => {
            const at = pressed.current;
            if (at?.focused()) setTimeout(() => focusIfLost(controlInPlaceOf(at)));
        },
        [],
    );
    return pressed;
};

export const AcknowledgeButton = () => {
    const translate = useTranslate();
    const alarm = useRecordContext<Alarm>();
    const { mayManage, pendingId, acknowledge } = useContext(AcknowledgeContext);
    const offer = acknowledgeOffer(alarm?.state, mayManage);
    const pressed = useFocusStaysInRow(!!alarm && !!offer);
    if (!alarm || !offer) return null;
    return (
        <DisabledReason
            reason={offer.enabled ? undefined : translate(capabilityReasonKey('manageAlarms'))}
        >
            <Button
                label="alarms.acknowledge.label"
                // "Prendi in carico" on one line: the column gives it its width.
                sx={{ whiteSpace: 'nowrap' }}
                disabled={!offer.enabled || pendingId !== null}
                onClick={event => {
                    event.stopPropagation();
                    const row = event.currentTarget.closest('tr');
                    pressed.current = row && pressedIn(row);
                    acknowledge(alarm);
                }}
            >
                <CheckIcon />
            </Button>
        </DisabledReason>
    );
};

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
import { firstFocusable, focusIfLost } from '../../../src/ui/focusRescue';
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

/**
 * Once the alarm is acknowledged the button goes, and with it the focus of whoever pressed it
 * (Chromium drops it to the page, and the next Tab starts from the top): it goes to the row's
 * first control instead, so a keyboard user stays at the alarm they acknowledged.
 */
const useFocusStaysInRow = (shown: boolean) => {
    const pressedRow = useRef<HTMLTableRowElement | null>(null);
    useEffect(() => {
        const row = pressedRow.current;
        if (shown || !row) return;
        pressedRow.current = null;
        focusIfLost(firstFocusable(row));
    }, [shown]);
    return pressedRow;
};

export const AcknowledgeButton = () => {
    const translate = useTranslate();
    const alarm = useRecordContext<Alarm>();
    const { mayManage, pendingId, acknowledge } = useContext(AcknowledgeContext);
    const offer = acknowledgeOffer(alarm?.state, mayManage);
    const pressedRow = useFocusStaysInRow(!!alarm && !!offer);
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
                    pressedRow.current = event.currentTarget.closest('tr');
                    acknowledge(alarm);
                }}
            >
                <CheckIcon />
            </Button>
        </DisabledReason>
    );
};

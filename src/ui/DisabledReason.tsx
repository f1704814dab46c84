/**
 * The one rule for controls a user may not use (product specification section 6: "Non-admins see
 * admin controls disabled or read-only"): the control stays where it is, disabled, and a tooltip
 * says why. A disabled button takes no pointer events, so the tooltip sits on a wrapper.
 */
import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

export const DisabledReason = ({
    reason,
    children,
}: {
    /** Why the control is disabled; none: the control as it is. */
    reason?: string;
    children: ReactElement;
}) =>
    reason ? (
        <Tooltip title={reason} describeChild>
            <span style={{ display: 'inline-flex' }}>{children}</span>
        </Tooltip>
    ) : (
        children
    );

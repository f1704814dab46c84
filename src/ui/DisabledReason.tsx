/**
 * The one rule for controls a user may not use (product specification section 6: "Non-admins see
 * admin controls disabled or read-only"): the control stays where it is, disabled, and a tooltip
 * says why. A disabled button takes no pointer events, so the tooltip sits on a wrapper.
 *
 * The control keeps its name: react-admin's Button shows only its icon on a phone and names it
 * by its label, except when disabled, where it dropped the name. The console's Button
 * (src/ui/Button.tsx) names itself; react-admin's buttons built on theirs (DeleteWithConfirmButton)
 * are given their label as their accessible name here. The reason is the control's accessible
 * description too, for a screen reader that meets it without hovering.
 */
import { Tooltip } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';

type Control = ReactElement<{
    label?: unknown;
    'aria-label'?: string;
    'aria-description'?: string;
}>;

export const DisabledReason = ({
    reason,
    children,
}: {
    /** Why the control is disabled; none: the control as it is. */
    reason?: string;
    children: Control;
}) => {
    const translate = useTranslate();
    if (!reason) return children;
    const { label, 'aria-label': name, 'aria-description': description } = children.props;
    const control = cloneElement(children, {
        ...(typeof label === 'string' && !name && { 'aria-label': translate(label, { _: label }) }),
        ...(!description && { 'aria-description': reason }),
    });
    return (
        <Tooltip title={reason} describeChild>
            <span style={{ display: 'inline-flex' }}>{control}</span>
        </Tooltip>
    );
};

/**
 * react-admin's Button, named by its label in every state. On a phone (below 600 px) it shows
 * only its icon and names it by its label, except when disabled, where it has no name at all:
 * a screen reader then announced an unnamed button. The console's own buttons take this one
 * (ESLint forbids react-admin's); react-admin's composite buttons (DeleteWithConfirmButton)
 * get their name from src/ui/DisabledReason.tsx when disabled.
 */
import type { ElementType, Ref } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { Button as ReactAdminButton, useTranslate, type ButtonProps } from 'react-admin';

export const Button = <RootComponent extends ElementType = 'button'>(
    props: ButtonProps<RootComponent> & { ref?: Ref<HTMLButtonElement | HTMLAnchorElement> },
) => {
    const translate = useTranslate();
    const { label } = props;
    return (
        <ReactAdminButton
            aria-label={typeof label === 'string' ? translate(label, { _: label }) : undefined}
            {...props}
        />
    );
};

/**
 * A button that opens a menu (MUI's Menu): where the menu is anchored, and the attributes that
 * tie the two together for a screen reader (the button says it opens a menu, which one, and
 * whether it is open). One shape for the header's menus and the lists' Export and Views.
 */
import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';

export interface MenuButtonProps {
    'aria-haspopup': 'menu';
    'aria-controls': string | undefined;
    'aria-expanded': 'true' | undefined;
    onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface AnchoredMenuProps {
    id: string;
    anchorEl: HTMLElement | null;
    open: boolean;
    onClose: () => void;
}

export const useMenuAnchor = () => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuId = useId();
    const close = useCallback(() => setAnchor(null), []);
    return useMemo(() => {
        /** Spread on the button. */
        const button: MenuButtonProps = {
            'aria-haspopup': 'menu',
            'aria-controls': anchor ? menuId : undefined,
            'aria-expanded': anchor ? 'true' : undefined,
            onClick: event => setAnchor(event.currentTarget),
        };
        /** Spread on the Menu. */
        const menu: AnchoredMenuProps = {
            id: menuId,
            anchorEl: anchor,
            open: anchor !== null,
            onClose: close,
        };
        return { button, menu, close };
    }, [anchor, close, menuId]);
};

/**
 * True from the first render where `on` is true, and from then on: a part whose code loads on
 * first use (the error dialog, a list's bulk actions) stays mounted once shown, so that it can
 * close with its transition and need not load again.
 */
import { useEffect, useState } from 'react';

export const useSticky = (on: boolean) => {
    const [stuck, setStuck] = useState(on);
    useEffect(() => {
        if (on) setStuck(true);
    }, [on]);
    return stuck || on;
};

/**
 * A thin bar along the top edge while another page is on its way (src/routing/pendingPage.ts):
 * the current page stays until the next is ready, and the bar says that the click was taken. It is
 * there at once for assistive technology (a progress bar named "Loading" by ProgressLabels) and
 * fades in after 150 ms, so a page that comes at once does not flash it.
 */
import { LinearProgress } from '@mui/material';
import { usePendingPage } from '../routing/pendingPage';

export const PendingPageBar = () =>
    usePendingPage() ? (
        // The secondary colour (the primary's text shade): the header behind it is the primary.
        <LinearProgress
            color="secondary"
            sx={{
                position: 'fixed',
                top: 0,
                left: 0,
                right: 0,
                height: 3,
                zIndex: theme => theme.zIndex.appBar + 1,
                '@keyframes pendingPageFadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
                animation: 'pendingPageFadeIn 0s linear 150ms both',
            }}
        />
    ) : null;

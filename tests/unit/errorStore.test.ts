import { describe, expect, it } from 'vitest';
import {
    acknowledgeError,
    DEFAULT_ERROR,
    errorForStatus,
    getErrorState,
    raiseError,
} from '../../src/api/errors/errorStore';
import en from '../../i18n/en';

describe('error status to modal text', () => {
    it('shows the body message under "Oops, something went wrong!" for 400 up to 501', () => {
        for (const status of [400, 403, 404, 409, 500, 501]) {
            const error = errorForStatus(status, 'Server says no');
            expect(error).toMatchObject({
                open: true,
                title: 'app.error.title',
                message: 'Server says no',
            });
        }
        expect(en.app.error.title).toBe('Oops, something went wrong!');
    });

    it('shows "Please try again later or contact your service admin" for 502 to 599', () => {
        for (const status of [502, 503, 504, 599]) {
            const error = errorForStatus(status, 'ignored');
            expect(error).toMatchObject({
                open: true,
                title: 'app.error.title',
                textKey: 'app.error.server_unavailable',
            });
            expect(error?.message).toBeUndefined();
        }
        expect(en.app.error.server_unavailable).toBe(
            'Please try again later or contact your service admin',
        );
    });

    it('opens nothing for other statuses', () => {
        expect(errorForStatus(302)).toBeUndefined();
        expect(errorForStatus(600)).toBeUndefined();
    });

    it('acknowledging clears the flag and resets the default title and text', () => {
        raiseError(errorForStatus(500, 'boom')!);
        expect(getErrorState().open).toBe(true);
        acknowledgeError();
        expect(getErrorState()).toEqual(DEFAULT_ERROR);
    });
});

import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrationsApi } from '../../resources/integrations/api';
import { acknowledgeError, getErrorState } from '../../src/api/errors/errorStore';
import type { HttpClient } from '../../src/api/transport/httpClient';

const ACCESS = { url: 'https://element.example.com', auth: 'tok' };

afterEach(acknowledgeError);

describe('Element look-ups', () => {
    it('lists the top folders with their sub-folders, asking with auth and url for whole lists, as third-party calls', async () => {
        const answers: Record<string, unknown> = {
            '/element/root-folders': [
                { id: 'p', name: 'Parking' },
                { id: 'e', name: 'Environment' },
            ],
            '/element/root-folders/p': [{ id: 'p-1', name: 'Rathausplatz' }],
            '/element/root-folders/e': [],
            '/element/driver-instances': [{ id: 'd', name: 'LoRaWAN' }],
        };
        const http = vi.fn(async (path: string) => answers[path]);
        const api = integrationsApi(http as unknown as HttpClient);
        expect(await api.elementFolders(ACCESS)).toEqual([
            { id: 'p', name: 'Parking' },
            { id: 'p-1', name: 'Parking › Rathausplatz' },
            { id: 'e', name: 'Environment' },
        ]);
        expect(await api.elementDriverInstances(ACCESS)).toEqual([{ id: 'd', name: 'LoRaWAN' }]);
        // Whole lists (size=1000000); Element's 401 is not the console session's (thirdParty).
        const query = {
            query: { auth: 'tok', url: 'https://element.example.com' },
            list: true,
            thirdParty: true,
        };
        expect(http).toHaveBeenCalledWith('/element/root-folders', query);
        expect(http).toHaveBeenCalledWith('/element/root-folders/p', query);
        expect(http).toHaveBeenCalledWith('/element/driver-instances', query);
    });

    it('passes other failures on as they are', async () => {
        const error = new HttpError('app.error.handled', 500, {});
        const http = vi.fn(async () => {
            throw error;
        });
        const api = integrationsApi(http as unknown as HttpClient);
        await expect(api.elementDriverInstances(ACCESS)).rejects.toBe(error);
        expect(getErrorState().open).toBe(false);
    });
});

import { describe, expect, it } from 'vitest';
import {
    ACTIVATION_OPTIONS,
    activationBody,
    activationPath,
    selectableForOption,
} from '../../resources/devices/activation/activationOptions';

const devices = [
    { id: 1, isEnabled: true, tags: ['lighting'] },
    { id: 2, isEnabled: false, tags: ['lighting'] },
    { id: 3, isEnabled: false, tags: ['valve'] },
    { id: 4, isEnabled: true, tags: [] },
];

describe('device activation', () => {
    it('offers the three options of spec section 4', () => {
        expect(ACTIVATION_OPTIONS).toEqual(['BY_LICENCE', 'AS_ADMIN', 'NO_ACTIVATION']);
    });

    it('lists the disabled devices for BY_LICENCE and AS_ADMIN, the enabled ones for NO_ACTIVATION', () => {
        expect(selectableForOption('BY_LICENCE', devices).map(device => device.id)).toEqual([2, 3]);
        expect(selectableForOption('AS_ADMIN', devices).map(device => device.id)).toEqual([2, 3]);
        expect(selectableForOption('NO_ACTIVATION', devices).map(device => device.id)).toEqual([
            1, 4,
        ]);
    });

    it('sends {devices, activationOption} to PUT /devices/activation/{option}', () => {
        expect(activationBody('BY_LICENCE', [2, 3])).toEqual({
            devices: [2, 3],
            activationOption: 'BY_LICENCE',
        });
        expect(activationBody('NO_ACTIVATION', [])).toEqual({
            devices: [],
            activationOption: 'NO_ACTIVATION',
        });
        expect(activationPath('AS_ADMIN')).toBe('/devices/activation/AS_ADMIN');
    });
});

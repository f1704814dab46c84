import { describe, expect, it } from 'vitest';
import {
    availableForServiceType,
    availableForTag,
    countUntagged,
    deviceLicenceChecks,
    enoughDeviceLicences,
    serviceLicenceCheck,
} from '../../resources/devices/activation/licences';

const bundle = { '1386962': 3, '1386964': 2, '1386966': 4, '1386968': 1 };
const lighting = (count: number) => Array.from({ length: count }, () => ({ tags: ['lighting'] }));

describe('licences for devices', () => {
    it('counts type 1386962 for lighting, 1386964 for light-segment, 0 for other tags', () => {
        expect(availableForTag(bundle, 'lighting')).toBe(3);
        expect(availableForTag(bundle, 'light-segment')).toBe(2);
        for (const tag of ['external', 'valve', 'environment', 'traffic', 'unknown'])
            expect(availableForTag(bundle, tag)).toBe(0);
        expect(availableForTag(bundle, 'constructor')).toBe(0);
        expect(availableForTag(undefined, 'lighting')).toBe(0);
        expect(availableForTag({}, 'lighting')).toBe(0);
    });

    it('allows available >= requested + active, per tag', () => {
        const exact = deviceLicenceChecks(bundle, lighting(2), lighting(1));
        expect(exact).toEqual([
            { tag: 'lighting', available: 3, requested: 2, active: 1, enough: true },
        ]);
        expect(enoughDeviceLicences(exact)).toBe(true);
        const over = deviceLicenceChecks(bundle, lighting(3), lighting(1));
        expect(over[0]).toMatchObject({ requested: 3, active: 1, enough: false });
        expect(enoughDeviceLicences(over)).toBe(false);
    });

    it('checks every tag of the request on its own, and only active devices of that tag count', () => {
        const checks = deviceLicenceChecks(
            bundle,
            [{ tags: ['lighting'] }, { tags: ['light-segment'] }, { tags: ['light-segment'] }],
            [{ tags: ['light-segment'] }, { tags: ['valve'] }, { tags: ['lighting'] }],
        );
        expect(checks).toEqual([
            { tag: 'lighting', available: 3, requested: 1, active: 1, enough: true },
            { tag: 'light-segment', available: 2, requested: 2, active: 1, enough: false },
        ]);
    });

    it('never has licences for other tags; devices without a tag need none', () => {
        const requested = [{ tags: ['valve', 'external'] }, { tags: [] }, {}];
        const checks = deviceLicenceChecks(bundle, requested, []);
        expect(checks.map(check => [check.tag, check.enough])).toEqual([
            ['valve', false],
            ['external', false],
        ]);
        expect(countUntagged(requested)).toBe(2);
        expect(deviceLicenceChecks(bundle, [{ tags: [] }], [])).toEqual([]);
    });

    it('counts a tag a device lists twice once', () => {
        const [check] = deviceLicenceChecks(bundle, [{ tags: ['lighting', 'lighting'] }], []);
        expect(check.requested).toBe(1);
    });

    it('ignores negative or broken counts', () => {
        expect(availableForTag({ '1386962': -2 }, 'lighting')).toBe(0);
        expect(availableForTag({ '1386962': Number.NaN }, 'lighting')).toBe(0);
    });
});

describe('licences for services', () => {
    it('counts 1386962 + 1386968 + 1386966 for smart lighting, 0 for other types', () => {
        expect(availableForServiceType(bundle, 'SLS')).toBe(3 + 1 + 4);
        expect(availableForServiceType(bundle, 'SVS')).toBe(0);
        expect(availableForServiceType(bundle, 'STS')).toBe(0);
        expect(availableForServiceType(bundle, 'SES')).toBe(0);
    });

    it('needs more available licences than active services of the type', () => {
        const services = [
            { type: 'SLS', isEnabled: true },
            { type: 'SLS', isEnabled: true },
            { type: 'SLS', isEnabled: false },
            { type: 'SVS', isEnabled: true },
        ];
        expect(serviceLicenceCheck({ '1386962': 3 }, 'SLS', services)).toEqual({
            type: 'SLS',
            available: 3,
            active: 2,
            enough: true,
        });
        expect(serviceLicenceCheck({ '1386962': 1, '1386968': 1 }, 'SLS', services)).toMatchObject({
            available: 2,
            active: 2,
            enough: false,
        });
        expect(serviceLicenceCheck(bundle, 'SES', [])).toMatchObject({
            available: 0,
            enough: false,
        });
    });
});

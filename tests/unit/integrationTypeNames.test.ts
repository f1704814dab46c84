/**
 * The onboarding and registration pickers name an integration's type by its translated name
 * (resources.integrations.types, the one list of type names), never by its code.
 */
import { describe, expect, it } from 'vitest';
import { integrationText } from '../../resources/integrations/IntegrationStep';
import { INTEGRATION_TYPES, type Integration } from '../../resources/integrations/types';
import { translated, type Locale } from './shownMessage';

const integration = (type: string) => ({ id: 1, name: 'Net', type }) as unknown as Integration;
const translator = (locale: Locale) => (key: string, options?: { _: string }) =>
    translated(key, options, locale);

describe('an integration in the pickers', () => {
    it.each([
        ['en', 'CHIRPSTACK_V4', 'Net (ChirpStack v4)'],
        ['en', 'WEBHOOK_DIGIMONDO', 'Net (Digimondo webhook)'],
        ['de', 'WEBHOOK_DIGIMONDO', 'Net (Digimondo-Webhook)'],
        ['it', 'WEBHOOK_DIGIMONDO', 'Net (Webhook Digimondo)'],
    ] as const)('in %s, %s reads "%s"', (locale, type, text) => {
        expect(integrationText(integration(type), translator(locale))).toBe(text);
    });

    it('no type shows its code in any language', () => {
        for (const type of INTEGRATION_TYPES) {
            for (const locale of ['en', 'de', 'it'] as const) {
                const text = integrationText(integration(type), translator(locale));
                expect(text).not.toMatch(/resources\.integrations|_/);
            }
        }
    });
});

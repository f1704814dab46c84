import path from 'node:path';
import { violation } from '../../scripts/importLayers.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
/** Whether `from` may import `target` (a path as an import resolves it, without extension). */
const allowed = (from: string, target: string, typeOnly = true) =>
    violation(at(from), at(target), typeOnly) === null;

describe('the shared contract between the console and the sandbox (layers/direction)', () => {
    it('lets the sandbox import the types of a resource, of a flow and of the console config', () => {
        expect(allowed('sandbox/db/integrations.ts', 'resources/integrations/types.ts')).toBe(true);
        expect(
            allowed('sandbox/db/billingPackages.ts', 'custom-pages/billing/state/types.ts'),
        ).toBe(true);
        expect(allowed('sandbox/app/configJson.ts', 'src/consoleConfig.ts')).toBe(true);
    });

    it('refuses the sandbox runtime imports of the contract and any other console file', () => {
        expect(
            allowed('sandbox/db/integrations.ts', 'resources/integrations/types.ts', false),
        ).toBe(false);
        expect(allowed('sandbox/db/integrations.ts', 'resources/integrations/infoList')).toBe(
            false,
        );
        expect(
            allowed('sandbox/db/billingPackages.ts', 'custom-pages/billing/state/billingApi'),
        ).toBe(false);
    });

    it("lets the sandbox import a resource's secrets.ts as it is, and nothing else of it", () => {
        expect(
            allowed('sandbox/api/integrations.ts', 'resources/integrations/secrets.ts', false),
        ).toBe(true);
        expect(allowed('sandbox/api/secrets.ts', 'resources/dataSharing/secrets', false)).toBe(
            true,
        );
        expect(allowed('sandbox/api/integrations.ts', 'resources/integrations/secret', false)).toBe(
            false,
        );
        expect(allowed('sandbox/api/integrations.ts', 'src/crud/secrets', false)).toBe(false);
        // A secrets.ts imports no runtime code either, so the sandbox never reaches the console's.
        expect(
            allowed('resources/integrations/secrets.ts', 'resources/integrations/types.ts'),
        ).toBe(true);
        expect(
            allowed('resources/integrations/secrets.ts', 'resources/integrations/infoList', false),
        ).toBe(false);
    });

    it('lets the sandbox run two console modules, the shared input hygiene and API lengths', () => {
        expect(allowed('sandbox/api/bodyFields.ts', 'src/validation/hygiene.ts', false)).toBe(true);
        expect(allowed('sandbox/api/bodyFields.ts', 'src/validation/apiLengths.ts', false)).toBe(
            true,
        );
        expect(allowed('sandbox/api/bodyFields.ts', 'src/validation/hygiene', false)).toBe(true);
        expect(allowed('sandbox/api/bodyFields.ts', 'src/validation/rules', false)).toBe(false);
        expect(allowed('sandbox/api/bodyFields.ts', 'src/validation/hygieneExtra', false)).toBe(
            false,
        );
    });

    it('lets the sandbox run the schemas, which import only typebox and each other', () => {
        expect(allowed('sandbox/api/services.ts', 'resources/services/schema.ts', false)).toBe(
            true,
        );
        expect(
            allowed('sandbox/api/schemaValidation.ts', 'src/validation/schemaCheck.ts', false),
        ).toBe(true);
        expect(
            allowed('resources/services/schema.ts', 'src/validation/schemaParts.ts', false),
        ).toBe(true);
        expect(allowed('resources/services/schema.ts', 'resources/services/types.ts', false)).toBe(
            true,
        );
        expect(allowed('src/validation/schemaCheck.ts', 'src/validation/hygiene.ts', false)).toBe(
            true,
        );
        expect(allowed('resources/services/types.ts', 'resources/services/schema.ts')).toBe(true);
        expect(allowed('resources/services/types.ts', 'resources/services/schema.ts', false)).toBe(
            false,
        );
        expect(allowed('resources/services/schema.ts', 'resources/services/api', false)).toBe(
            false,
        );
        expect(allowed('src/validation/schemaCheck.ts', 'src/validation/rules', false)).toBe(false);
        expect(allowed('sandbox/api/services.ts', 'src/validation/rules', false)).toBe(false);
        // A flow's bodies (billing's, decision 0067), under the same rule.
        expect(allowed('sandbox/api/billing.ts', 'custom-pages/billing/schema.ts', false)).toBe(
            true,
        );
        expect(
            allowed('custom-pages/billing/schema.ts', 'src/validation/schemaParts.ts', false),
        ).toBe(true);
        expect(
            allowed(
                'custom-pages/billing/schema.ts',
                'custom-pages/billing/state/billingApi',
                false,
            ),
        ).toBe(false);
        expect(
            allowed('sandbox/api/billing.ts', 'custom-pages/billing/state/billingApi.ts', false),
        ).toBe(false);
    });

    it('lets the sandbox run the declared collections, held to what a schema file imports', () => {
        expect(allowed('sandbox/api/index.ts', 'resources/collections.ts', false)).toBe(true);
        expect(allowed('sandbox/api/declaredCollection.ts', 'src/crud/collection.ts')).toBe(true);
        expect(allowed('resources/collections.ts', 'resources/services/collection.ts', false)).toBe(
            true,
        );
        expect(allowed('resources/collections.ts', 'resources/services/schema.ts', false)).toBe(
            true,
        );
        expect(
            allowed('resources/services/collection.ts', 'resources/deviceGroups/secrets.ts', false),
        ).toBe(true);
        expect(allowed('resources/collections.ts', 'resources/index', false)).toBe(false);
        expect(allowed('resources/services/collection.ts', 'resources/services/api', false)).toBe(
            false,
        );
        expect(allowed('src/crud/collection.ts', 'src/crud/declaration', false)).toBe(false);
        expect(allowed('sandbox/api/index.ts', 'resources/index', false)).toBe(false);
    });

    it('keeps the shared input hygiene free of imports (the sandbox runs it)', () => {
        expect(allowed('src/validation/hygiene.ts', 'src/ui/localDay', false)).toBe(false);
        expect(allowed('src/validation/hygiene.ts', 'src/consoleConfig.ts')).toBe(false);
        expect(allowed('src/validation/apiLengths.ts', 'src/validation/hygiene', false)).toBe(
            false,
        );
        expect(allowed('src/validation/rules.ts', 'src/validation/hygiene', false)).toBe(true);
    });

    it('keeps a contract file to types of other contract files', () => {
        expect(allowed('resources/deviceGroups/types.ts', 'resources/devices/types.ts')).toBe(true);
        expect(allowed('resources/alarms/types.ts', 'resources/alarms/alarmTypes')).toBe(false);
        expect(allowed('resources/customAlarms/types.ts', 'resources/alarms/types.ts', false)).toBe(
            false,
        );
        expect(allowed('custom-pages/billing/state/types.ts', 'src/api/transport/httpClient')).toBe(
            false,
        );
    });

    it('leaves the console files that are not contract files to the layer rules', () => {
        expect(allowed('resources/alarms/alarmTypes.ts', 'resources/alarms/types', false)).toBe(
            true,
        );
    });
});

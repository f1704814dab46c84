/**
 * The declared resources whose saves the fault sweep cannot press on generated pages, each with
 * the reason: their add or edit page is their own (a wizard, a form of its own), so their create,
 * update and remove are swept by hand, in the spec named with them. Every other declared resource
 * with an add or edit page gets its sweep from the registries (faultsOnSaves.spec.ts: its
 * generated form filled from its create schema), without an edit here. The keyboard walk
 * (keyboardDeclared.spec.ts) saves by keys on generated add pages only: on these it walks the
 * wizard's first step up to Next, for the same reasons;
 * tests/unit/sweepCoverage.test.ts checks both.
 */
export const SAVES_BY_HAND: Record<string, string> = {
    integrations:
        'its add page is a wizard whose settings follow the type (faultsOnDeviceSaves.spec.ts)',
    devices:
        'no add page (devices are onboarded or registered through an integration) and an edit page of its own (faultsOnDeviceSaves.spec.ts)',
    deviceGroups: 'its add page is a wizard with the multicast settings (faultsOnSaves.spec.ts)',
    dataSharing:
        'its add page is a wizard with the Caution confirmation (faultsOnDeviceSaves.spec.ts)',
    services: 'its add page is a wizard that asks for the type (faultsOnSaves.spec.ts)',
    responsibles: 'its add page is a wizard with the duty plan (faultsOnSaves.spec.ts)',
    customAlarms:
        'its add page is a wizard that saves after a passing test run (faultsOnDeviceSaves.spec.ts)',
};

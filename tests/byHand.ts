/**
 * What the sweeps cannot make from a resource's schema and declaration alone, in one place, each
 * with its reason (issue 41). Every declared resource not named here is swept from the registries
 * without an edit in tests/; one named here is swept by hand in the spec its reason names, and
 * tests/unit/sweepCoverage.test.ts (the end-to-end sweeps) and tests/sandbox/hygiene.test.ts
 * check that each name is a declared resource and is swept by hand.
 */
export interface ByHand {
    /**
     * Its add or edit page is its own (a wizard, a form of its own): the fault sweep of saves
     * presses its create, update and remove by hand (faultsOnSaves.spec.ts), and the keyboard
     * walk (keyboardDeclared.spec.ts) walks its add page's first step up to Next instead of
     * saving by keys.
     */
    saves?: string;
    /**
     * The XSS corpus cannot make its records from its create schema alone: xss.spec.ts stores its
     * markup records by hand and opens its pages.
     */
    xss?: string;
    /**
     * The sandbox's hygiene corpus cannot create it from its create schema alone (its rules need
     * records or values of the sandbox's): hygiene.test.ts writes its texts by hand.
     */
    hygiene?: string;
}

export const BY_HAND: Record<string, ByHand> = {
    integrations: {
        saves: 'its add page is a wizard whose settings follow the type (faultsOnDeviceSaves.spec.ts)',
        xss: 'its settings depend on its type (a union the schema leaves to the route)',
        hygiene: "an integration's settings depend on its type",
    },
    devices: {
        saves: 'no add page (devices are onboarded or registered through an integration) and an edit page of its own (faultsOnDeviceSaves.spec.ts)',
        xss: 'no create call: devices are registered or onboarded through an integration',
    },
    deviceGroups: {
        saves: 'its add page is a wizard with the multicast settings (faultsOnSaves.spec.ts)',
        xss: "its integration must be one of the organization's LoRaWAN integrations",
        hygiene: "a group's device type must be one of the catalogue",
    },
    dataSharing: {
        saves: 'its add page is a wizard with the Caution confirmation (faultsOnDeviceSaves.spec.ts)',
        xss: 'its address must be a public http(s) address and its script must parse',
        hygiene: 'a sharing names a device or group and a target the schema cannot make',
    },
    services: {
        saves: 'its add page is a wizard that asks for the type (faultsOnSaves.spec.ts)',
    },
    responsibles: {
        saves: 'its add page is a wizard with the duty plan (faultsOnSaves.spec.ts)',
        hygiene: "a responsible's plans name the organization's own services",
    },
    customAlarms: {
        saves: 'its add page is a wizard that saves after a passing test run (faultsOnDeviceSaves.spec.ts)',
        xss: "its script must parse and its device be one of the organization's",
    },
    organizations: {
        hygiene:
            'created by a system admin in its own test; a second write would take the same names',
    },
    users: {
        xss: 'accounts come from the sign-in service: no XSS case yet',
    },
};

/** The resources one sweep does by hand, with the reasons. */
export const byHand = (sweep: keyof ByHand): Record<string, string> =>
    Object.fromEntries(
        Object.entries(BY_HAND).flatMap(([name, reasons]) => {
            const reason = reasons[sweep];
            return reason ? [[name, reason]] : [];
        }),
    );

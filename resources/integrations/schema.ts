/**
 * An integration (product specification sections 3 and 7): the record the API sends (decision
 * 0061). Its settings (`details.infoList`) depend on its type.
 */
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { Id, NameText, PublicUrl, SharedName } from '../../src/validation/schemaParts.ts';
import { INTEGRATION_TYPES, type IntegrationType } from './types.ts';

export const InfoListSchema = Type.Record(
    Type.String(),
    Type.Union([Type.String(), Type.Number()]),
);
export type InfoList = Static<typeof InfoListSchema>;

/** GET /integrations, GET /integrations/{id}. */
export const IntegrationRecord = Type.Object(
    {
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        type: Type.Enum(INTEGRATION_TYPES, { title: 'Type', 'x-sortable': true }),
        organizationId: Id({ 'x-reference': 'organizations' }),
        details: Type.Object({ infoList: InfoListSchema }),
    },
    { title: 'Integration' },
);
export type Integration = Static<typeof IntegrationRecord>;

/** A setting: a text stored without the spaces around it (a number given is read as its text). */
const Setting = (title: string, options: { minLength?: number } = { minLength: 1 }) =>
    Type.String({ title, maxLength: API_LENGTHS.location, 'x-check': ['trimmed'], ...options });
/** An address the platform calls. */
const Address = () =>
    PublicUrl('url', API_LENGTHS.location, { 'x-check': ['trimmed', 'publicUrl'] });
/** A number the provider gives (a text of digits is read as the number). */
const ProviderNumber = (title: string) => Type.Integer({ title });

const settings = (infoList: TProperties, options: { 'x-check'?: string[] } = {}) =>
    Type.Object({ details: Type.Object({ infoList: Type.Object(infoList, options) }) });

/** ChirpStack v3 and v4. */
export const ChirpStackSettings = settings({
    url: Address(),
    applicationId: ProviderNumber('applicationId'),
    apiToken: Setting('apiToken'),
});
export const MqttSettings = settings(
    {
        username: Setting('username'),
        password: Setting('password'),
        clientId: Type.Optional(Setting('clientId', {})),
    },
    { 'x-check': ['mqttClientId'] },
);
/** REST and the Digimondo webhook: the secret the devices' pushes carry. */
export const PushSettings = settings({ integrationSecret: Setting('integrationSecret') });
export const SwisscomSettings = settings(
    {
        as_id: Setting('as_id'),
        as_key: Setting('as_key'),
        url: Address(),
        connectivityPlanId: Setting('connectivityPlanId'),
        username: Type.Optional(Setting('username', {})),
        password: Type.Optional(Setting('password', {})),
        apiToken: Type.Optional(Setting('apiToken', {})),
    },
    { 'x-check': ['swisscomCredentials'] },
);
export const DigimondoSettings = settings({
    url: Address(),
    applicationId: Setting('applicationId'),
    organizationId: Setting('organizationId'),
    apiToken: Setting('apiToken'),
});
export const ElementSettings = settings({
    url: Address(),
    apiToken: Setting('apiToken'),
    folder: Setting('folder'),
    driverInstance: Setting('driverInstance'),
});

/**
 * The settings of each type, `{ details: { infoList } }`: the sandbox checks a body's with it
 * (its other keys are dropped), a form can too.
 */
export const SETTINGS: Record<IntegrationType, TObject> = {
    CHIRPSTACK_V3: ChirpStackSettings,
    CHIRPSTACK_V4: ChirpStackSettings,
    MQTT: MqttSettings,
    REST: PushSettings,
    WEBHOOK_DIGIMONDO: PushSettings,
    SWISSCOM: SwisscomSettings,
    DIGIMONDO: DigimondoSettings,
    ELEMENT: ElementSettings,
};

/**
 * POST /integrations; PATCH sends its name and settings (the type cannot change). The route
 * checks the settings by the type's schema (SETTINGS), a name not taken, an organizationId that
 * is the header's.
 */
export const IntegrationBody = Type.Object({
    id: Type.Optional(Type.Unknown()),
    name: NameText('Name', API_LENGTHS.name),
    type: Type.Enum(INTEGRATION_TYPES, { title: 'Type' }),
    organizationId: Type.Optional(Type.Unknown()),
    details: Type.Unknown({ title: 'details' }),
});
export type IntegrationBody = Static<typeof IntegrationBody>;
export const IntegrationChange = Type.Partial(IntegrationBody);
export type IntegrationChange = Static<typeof IntegrationChange>;

/**
 * GET /element/...: the Element address and API token of an Element integration being filled in
 * (the query). The route passes on Element's refusal of the token (401).
 */
export const ElementQuery = Type.Object({
    url: Address(),
    auth: Type.String({ title: 'auth', minLength: 1 }),
});
export type ElementQuery = Static<typeof ElementQuery>;

/** The schemas the sandbox serves the collection with (resources/collections.ts). */
export const schemas = {
    record: IntegrationRecord,
    create: IntegrationBody,
    update: IntegrationChange,
} satisfies CollectionSchemas;
// The same for `import schemas from './schema.ts?json-schema'` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;

/**
 * The known server errors: each is recognised by its status and a pattern of the body's message
 * and shown as a translated text (keys `app.server_error.*` in i18n/<locale>/serverErrors.ts),
 * the message's own values (an id, a name, a field) put into it. One table for the error modal,
 * the trial runs and any other place that shows a server message (the product specification,
 * section 8, shows the server's message; a message not in the table still is, under a translated
 * lead). The patterns follow the messages of the product API as the sandbox answers them.
 */
import { declaredRecordTitles, resourceOfRecord } from './recordNames';

export interface ServerErrorText {
    /** Translation key. */
    key: string;
    /** Values for the key's %{placeholders}, from the message. */
    values: Record<string, string>;
}

interface KnownError {
    /** The statuses it comes with. */
    status: readonly number[];
    /**
     * The whole message; named groups become the key's values. A function where the pattern
     * names the records of declared resources, which are known once the registry is.
     */
    pattern: RegExp | (() => RegExp);
    key: string;
    /** A group that is itself a server message (a row's error in a bulk call): translated too. */
    nested?: string;
    /** A group naming a kind of record: replaced by its translated name (`thing.<value>`). */
    thing?: string;
}

const ANY_4XX = [400, 401, 403, 404, 409, 422] as const;
const BAD = [400] as const;
const MISSING = [400, 404] as const;
const TAKEN = [400, 409] as const;

/**
 * The records the API names in its messages that are not a declared resource's records (or
 * whose declaration does not give their title yet), by their English name (keys `thing.*`).
 * A declared resource's records are known by its `recordTitle` (./recordNames.ts).
 */
export const SERVER_ERROR_THINGS: Record<string, string> = {
    Device: 'device',
    Alarm: 'alarm',
    Integration: 'integration',
    'Device group': 'device_group',
    'Data sharing': 'data_sharing',
    Responsible: 'responsible',
    'Custom alarm': 'custom_alarm',
    User: 'user',
    Subscription: 'subscription',
    Folder: 'folder',
    Group: 'group',
    Package: 'package',
    'Device type': 'device_type',
};

/** A text as a pattern matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern over the names of records (the table's and the declared resources'), built again
 * when the registry has taught new ones. Longest first, so that "Device group 5" is a device
 * group, not device "group 5".
 */
const overThings = (build: (things: string) => RegExp) => {
    let built: { version: number; pattern: RegExp } | undefined;
    return () => {
        const declared = declaredRecordTitles();
        if (built?.version !== declared.version) {
            const things = [...new Set([...Object.keys(SERVER_ERROR_THINGS), ...declared.titles])]
                .sort((a, b) => b.length - a.length)
                .map(escaped)
                .join('|');
            built = { version: declared.version, pattern: build(things) };
        }
        return built.pattern;
    };
};
const k = (key: string) => `app.server_error.${key}`;

/**
 * First match wins: the specific messages come before the general shapes of field checks
 * (`<field> is required`, `<field> must be a string`, ...), whose field is the API's own name.
 */
export const KNOWN_SERVER_ERRORS: readonly KnownError[] = [
    // Rows of bulk calls: "Device 3: <message>", "Device 2 (0004A30B001C0530): <message>".
    {
        status: ANY_4XX,
        pattern: /^Device (?<row>\d+)(?: \((?<deviceId>[^)]*)\))?: (?<detail>.+)$/s,
        key: k('row'),
        nested: 'detail',
    },
    // Named in the product specification.
    { status: BAD, pattern: /^Not enough licences$/, key: k('not_enough_licences') },
    { status: BAD, pattern: /^Not supported$/, key: k('not_supported') },
    // Sign-in, access and tokens.
    { status: [401], pattern: /^Wrong billing username or password$/, key: k('billing_login') },
    { status: [401], pattern: /^Element rejected the API token$/, key: k('element_rejected') },
    { status: [401], pattern: /^Wrong integration secret$/, key: k('integration_secret') },
    { status: [401], pattern: /^Unauthorized$/, key: k('unauthorized') },
    { status: [403], pattern: /^A valid billing token is required$/, key: k('billing_token') },
    { status: [403], pattern: /^No access to this organization$/, key: k('no_access') },
    { status: [403], pattern: /^Only system admins may .+$/s, key: k('system_admins_only') },
    {
        status: [403],
        pattern: /^Only admins of this organization may do this$/,
        key: k('organization_admins_only'),
    },
    {
        status: [403],
        pattern: /^Only admins of organization (?<organization>\S+) may manage its users$/,
        key: k('organization_admins_users'),
    },
    { status: [403], pattern: /^You cannot delete yourself$/, key: k('delete_yourself') },
    { status: [403], pattern: /^You cannot change your own roles$/, key: k('own_roles') },
    {
        status: [403],
        pattern: /^Device (?<id>\S+) keeps no time series \(isTSD is off\)$/,
        key: k('no_time_series'),
    },
    // Records that are not there, or taken, or in use.
    {
        status: [404],
        pattern: /^Billing account of organization (?<organization>\S+) not found$/,
        key: k('billing_account_missing'),
    },
    {
        // A body's id of another resource (`x-reference`) that is not the organization's.
        status: MISSING,
        pattern: overThings(
            things =>
                new RegExp(`^(?<thing>${things}) (?<id>\\S+) not found in this organization$`),
        ),
        key: k('thing_not_in_organization'),
        thing: 'thing',
    },
    {
        status: MISSING,
        pattern: overThings(things => new RegExp(`^(?<thing>${things}) (?<id>.+) not found$`, 's')),
        key: k('not_found'),
        thing: 'thing',
    },
    {
        status: [404],
        pattern: /^No route for (?<method>\S+) (?<path>\S+)$/,
        key: k('no_route'),
    },
    {
        status: TAKEN,
        pattern: overThings(
            things =>
                new RegExp(`^An? (?<thing>${things}) named (?<name>.+) already exists$`, 'is'),
        ),
        key: k('name_taken'),
        thing: 'thing',
    },
    {
        // A declared collection whose identity is not (only) its name (declaredCollection.ts).
        status: TAKEN,
        pattern: overThings(
            things =>
                new RegExp(`^An? (?<thing>${things}) with (?<fields>.+) already exists$`, 'is'),
        ),
        key: k('record_taken'),
        thing: 'thing',
    },
    {
        status: TAKEN,
        pattern: /^A device with deviceId (?<deviceId>\S+) already exists$/,
        key: k('device_id_taken'),
    },
    {
        status: TAKEN,
        pattern: /^deviceId (?<deviceId>\S+) already exists$/,
        key: k('device_id_taken'),
    },
    {
        status: TAKEN,
        pattern: /^deviceId (?<deviceId>\S+) appears twice$/,
        key: k('device_id_twice'),
    },
    {
        status: [409],
        pattern:
            /^(?<thing>Integration|Service) (?<id>\S+) is used by (?<devices>\d+) device\(s\) and (?<groups>\d+) device group\(s\)$/,
        key: k('in_use'),
        thing: 'thing',
    },
    {
        status: [409],
        pattern: /^Subscription (?<id>\S+) is already cancelled$/,
        key: k('already_cancelled'),
    },
    {
        status: [409],
        pattern: /^User (?<user>\S+) already has role (?<role>\S+) in (?<group>\S+)$/,
        key: k('user_has_role'),
    },
    {
        status: [404],
        pattern: /^User (?<user>\S+) has no role(?: (?<role>\S+))? in (?<group>\S+)$/,
        key: k('user_no_role'),
    },
    {
        status: BAD,
        pattern: /^Every user has role (?<role>\S+) in (?<group>\S+); delete the user instead$/,
        key: k('implicit_role'),
    },
    {
        status: BAD,
        pattern: /^Role (?<role>.+) is not a role of (?<group>\S+); expected (?<values>.+)$/s,
        key: k('unknown_role'),
    },
    // States.
    {
        status: BAD,
        pattern: /^Device (?<id>\S+) is already enabled$/,
        key: k('device_already_enabled'),
    },
    { status: BAD, pattern: /^Device (?<id>\S+) is not enabled$/, key: k('device_not_enabled') },
    {
        status: BAD,
        pattern: /^Service (?<id>\S+) is already activated$/,
        key: k('service_already_activated'),
    },
    {
        status: BAD,
        pattern: /^Service (?<id>\S+) is not activated$/,
        key: k('service_not_activated'),
    },
    {
        status: BAD,
        pattern: /^An alarm in state (?<from>\S+) cannot change to (?<to>\S+)$/,
        key: k('alarm_state'),
    },
    {
        status: BAD,
        pattern: /^The (?<thing>integration|service) type cannot be changed$/,
        key: k('type_fixed'),
        thing: 'thing',
    },
    {
        status: BAD,
        pattern: /^A new service starts with NO_ACTIVATION; .+$/s,
        key: k('service_starts_inactive'),
    },
    {
        status: BAD,
        pattern: /^The activation changes only with PUT .+$/s,
        key: k('activation_call'),
    },
    {
        status: BAD,
        pattern: /^activationOption in the body does not match the URL$/,
        key: k('activation_mismatch'),
    },
    {
        status: BAD,
        pattern: /^Device groups are not possible with an? (?<type>\S+) integration$/,
        key: k('no_device_groups'),
    },
    // Scripts (data sharing, custom alarms).
    { status: BAD, pattern: /^Script is required$/, key: k('script.required') },
    {
        status: BAD,
        pattern: /^The script must be at most (?<max>[\d,]+) characters long$/,
        key: k('script.too_long'),
    },
    {
        status: BAD,
        pattern: /^The script is not valid JavaScript: (?<detail>.+)$/s,
        key: k('script.syntax'),
    },
    { status: BAD, pattern: /^The script failed: (?<detail>.+)$/s, key: k('script.thrown') },
    {
        status: BAD,
        pattern: /^The script took longer than (?<seconds>[\d.]+) s$/,
        key: k('script.timeout'),
    },
    {
        status: BAD,
        pattern: /^The script used more than (?<megabytes>[\d.]+) MB of memory$/,
        key: k('script.memory'),
    },
    {
        status: BAD,
        pattern: /^The script has no (?<function>\S+)\(message\) function$/,
        key: k('script.missing_function'),
    },
    {
        status: BAD,
        pattern: /^The script's result cannot be converted to JSON: (?<detail>.+)$/s,
        key: k('script.not_json'),
    },
    // Data sharing.
    { status: BAD, pattern: /^Protocol must be provided$/, key: k('protocol_required') },
    { status: BAD, pattern: /^Device type must be provided$/, key: k('device_type_required') },
    {
        status: BAD,
        pattern: /^headers must be an object of header names and values$/,
        key: k('headers_object'),
    },
    { status: BAD, pattern: /^Header keys must not be empty$/, key: k('header_empty') },
    {
        status: BAD,
        pattern: /^Header key (?<header>.+) is not a valid header name$/s,
        key: k('header_name'),
    },
    {
        status: BAD,
        pattern: /^Header (?<header>.+) must have a text value$/s,
        key: k('header_value'),
    },
    // Devices, commands, registration.
    {
        status: BAD,
        pattern: /^Unknown device type (?<type>.+)$/s,
        key: k('unknown_device_type'),
    },
    {
        status: BAD,
        pattern: /^Unknown tag (?<tag>.+); expected (?<values>.+)$/s,
        key: k('unknown_tag'),
    },
    {
        status: BAD,
        pattern: /^Unknown command (?<command>.+) for (?<type>.+)$/s,
        key: k('unknown_command'),
    },
    {
        status: BAD,
        pattern: /^Unknown parameter (?<parameter>.+) for (?<command>.+)$/s,
        key: k('unknown_parameter'),
    },
    {
        status: BAD,
        pattern: /^Unknown activation option (?<option>.+); expected (?<values>.+)$/s,
        key: k('unknown_activation_option'),
    },
    {
        status: BAD,
        pattern: /^Unknown integration type (?<type>.+); expected one of (?<values>.+)$/s,
        key: k('unknown_integration_type'),
    },
    {
        status: BAD,
        pattern: /^Only numbers are allowed as input: updateInterval must be whole seconds$/,
        key: k('update_interval_digits'),
    },
    { status: BAD, pattern: /^Minimum 60 seconds$/, key: k('minimum_60_seconds') },
    {
        status: BAD,
        pattern: /^deviceId may only contain letters, digits and - _ \. :$/,
        key: k('device_id_characters'),
    },
    { status: BAD, pattern: /^Payload must be valid hex$/, key: k('payload_hex') },
    { status: BAD, pattern: /^Payload must be capitalized$/, key: k('payload_upper_case') },
    {
        status: BAD,
        pattern: /^Country must be a two-letter country code$/,
        key: k('country_code'),
    },
    { status: BAD, pattern: /^Email is not a valid email address$/, key: k('email') },
    { status: BAD, pattern: /^start must be before end$/, key: k('start_before_end') },
    {
        status: BAD,
        pattern: /^Swisscom takes either username and password or apiToken, not both$/,
        key: k('swisscom_both'),
    },
    {
        status: BAD,
        pattern: /^Swisscom needs username and password, or apiToken$/,
        key: k('swisscom_neither'),
    },
    { status: BAD, pattern: /^clientId must be equal to username$/, key: k('client_id_username') },
    // Responsibles' plans.
    {
        status: BAD,
        pattern: /^Plan (?<plan>\S+) has no time for (?<day>\S+)$/,
        key: k('plan_day'),
    },
    {
        status: BAD,
        pattern: /^Start and end must be ms of the day with start <= end$/,
        key: k('plan_times'),
    },
    {
        status: BAD,
        pattern: /^Alarm types must be FAILURE or WARNING$/,
        key: k('plan_alarm_types'),
    },
    { status: BAD, pattern: /^Each plan must be an object$/, key: k('plan_object') },
    {
        status: BAD,
        pattern: /^Plan (?<plan>\S+) is neither the organization nor one of its services$/,
        key: k('plan_owner'),
    },
    { status: BAD, pattern: /^Plan (?<plan>\S+) appears twice$/, key: k('plan_twice') },
    // Requests the console built wrongly (ids, organization header, body).
    {
        status: BAD,
        pattern:
            /^(?<thing>.+?) ?[iI]d (?<given>\S+) in the body does not match (?<id>\S+)(?: in the URL)?$/s,
        key: k('id_mismatch'),
    },
    {
        status: BAD,
        pattern:
            /^organizationId (?<given>\S+) does not match the (?:organization header|[\w ]+'s organization) \((?<id>\S+)\)$/,
        key: k('organization_mismatch'),
    },
    { status: BAD, pattern: /^Organization id header missing$/, key: k('organization_header') },
    {
        status: BAD,
        pattern: /^Organization id header must be a positive integer$/,
        key: k('organization_header'),
    },
    {
        status: BAD,
        pattern: /^(?:Request body|The body) must be (?:a JSON object|JSON)$/,
        key: k('body_not_object'),
    },
    { status: [500], pattern: /^Internal server error$/, key: k('internal') },
    // The general shapes of field checks: the field is the API's own name.
    {
        status: BAD,
        pattern: /^(?<field>.+) is empty once invisible characters are removed$/s,
        key: k('field.empty'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must not hold bidirectional control characters.*$/s,
        key: k('field.bidi'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must not hold NUL or other control characters$/s,
        key: k('field.control'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be an http\(s\) address with a host$/s,
        key: k('field.url'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must not point at a loopback, link-local or private address$/s,
        key: k('field.private_address'),
    },
    { status: BAD, pattern: /^(?<field>.+) is required$/s, key: k('field.required') },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be epoch milliseconds$/s,
        key: k('field.epoch_milliseconds'),
    },
    { status: BAD, pattern: /^(?<field>.+) must be a string$/s, key: k('field.string') },
    { status: BAD, pattern: /^(?<field>.+) must be a number$/s, key: k('field.number') },
    { status: BAD, pattern: /^(?<field>.+) must be an integer$/s, key: k('field.integer') },
    { status: BAD, pattern: /^(?<field>.+) must be a whole number$/s, key: k('field.integer') },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be a positive integer$/s,
        key: k('field.positive_integer'),
    },
    { status: BAD, pattern: /^(?<field>.+) must be true or false$/s, key: k('field.boolean') },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be (?:a JSON object|an object)$/s,
        key: k('field.object'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be a non-empty list(?: of .+)?$/s,
        key: k('field.non_empty_list'),
    },
    { status: BAD, pattern: /^(?<field>.+) must be a list$/s, key: k('field.list') },
    // A schema's formats (src/validation/schemaCheck.ts): a date-time is UTC ISO 8601.
    {
        status: BAD,
        pattern: /^(?<field>.+) is not a valid date-time$/s,
        key: k('field.date_time'),
    },
    { status: BAD, pattern: /^(?<field>.+) is not a valid date$/s, key: k('field.date') },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be at most (?<max>\d+) characters long$/s,
        key: k('field.max_length'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be (?<min>\d+) to (?<max>\d+) characters long$/s,
        key: k('field.length_range'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be (?<length>\d+) upper-case hex characters$/s,
        key: k('field.hex'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) may only contain letters, digits, spaces and .+$/s,
        key: k('field.name_characters'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be greater than 0$/s,
        key: k('field.greater_than_zero'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be at least (?<min>\S+)$/s,
        key: k('field.at_least'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be at most (?<max>\S+)$/s,
        key: k('field.at_most'),
    },
    {
        status: BAD,
        pattern: /^(?<field>.+) must be one of (?<values>.+)$/s,
        key: k('field.one_of'),
    },
];

/** A record's name in the user's language: its declared resource's, else the table's. */
const thingText = (name: string, translate: Translate) => {
    const resource = resourceOfRecord(name);
    if (resource) return translate(`resources.${resource}.name`, { smart_count: 1 });
    const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
    const thing = SERVER_ERROR_THINGS[capitalised] ?? name.toLowerCase().replace(/ /g, '_');
    return translate(k(`thing.${thing}`));
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The known error a response is, or undefined. `translate` fills nested and thing values. */
export const recogniseServerError = (
    status: number,
    message: string,
    translate?: Translate,
): ServerErrorText | undefined => {
    const text = message.trim();
    for (const known of KNOWN_SERVER_ERRORS) {
        if (!known.status.includes(status)) continue;
        const pattern = typeof known.pattern === 'function' ? known.pattern() : known.pattern;
        const match = pattern.exec(text);
        if (!match) continue;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(match.groups ?? {})) values[name] = value ?? '';
        if (known.thing && translate) {
            values[known.thing] = thingText(values[known.thing] ?? '', translate);
        }
        if (known.nested) {
            const inner = values[known.nested];
            const recognised = recogniseServerError(status, inner, translate);
            if (!recognised) return undefined;
            values[known.nested] = translate ? translate(recognised.key, recognised.values) : inner;
        }
        return { key: known.key, values };
    }
    return undefined;
};

/**
 * The text of a server message for the user: the known error translated, else a translated
 * lead ("The server answered:") and the message itself (`lead` and `message` apart, so a view
 * can lay them out on two lines).
 */
export const serverErrorText = (
    status: number,
    message: string,
    translate: Translate,
): { text: string; lead?: string; serverMessage?: string } => {
    const recognised = recogniseServerError(status, message, translate);
    if (recognised) return { text: translate(recognised.key, recognised.values) };
    const lead = translate(k('lead'));
    return { text: `${lead} ${message}`, lead, serverMessage: message };
};

/**
 * `npm run new-resource -- <name> [--area=dad] [--singular=<word>] [--dry-run]`: writes a working
 * plain resource (docs/adding-a-resource.md): its folder (resources/<name>/schema.ts,
 * collection.ts, index.ts: a name and a description to start), its texts in English and, marked
 * for translation, in German and Italian (i18n/<language>/<name>.ts; the i18n test fails until
 * the marker is gone), two seed records (sandbox/db/declaredSeeds.ts) and its lines in the
 * registries (resources/index.ts, resources/collections.ts, i18n/en.ts, de.ts, it.ts).
 *
 * The name is the resource's, plural, in camelCase or kebab-case (gateways, weather-stations);
 * its pages go to /<area>/<kebab-name> with a tile on the area's landing page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a German or Italian text starts with until it is translated (tests/unit/i18n.test.ts). */
export const UNTRANSLATED = '[translate] ';

/** The areas of the console whose landing page a resource's tile can go on. */
export const AREAS = ['dad', 'alarming', 'organization'];

const LANGUAGES = ['en', 'de', 'it'];

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;

const camelOf = kebab => kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const kebabOf = camel => camel.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`);
const capital = text => text.charAt(0).toUpperCase() + text.slice(1);
/** weatherStations: "weather stations". */
const wordsOf = camel => kebabOf(camel).replace(/-/g, ' ');

/** gateways: gateway, batteries: battery. */
const singularOf = plural => {
    if (/[^aeiou]ies$/.test(plural)) return `${plural.slice(0, -3)}y`;
    if (/(?:ss|sh|ch|x)es$/.test(plural)) return plural.slice(0, -2);
    if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
    return null;
};

/**
 * The names a resource is written with, or an error's text. `name` in camelCase or kebab-case,
 * plural; `singular` where its singular is not the plural without its "s".
 */
export function namesOf(name, { singular, area = 'dad' } = {}) {
    if (typeof name !== 'string' || !(CAMEL.test(name) || KEBAB.test(name))) {
        return {
            error: `"${name ?? ''}" is no resource name: give it in camelCase or kebab-case, letters and digits, starting with a letter (gateways, weather-stations)`,
        };
    }
    const plural = KEBAB.test(name) ? camelOf(name) : name;
    if (plural.length < 3) return { error: `"${name}" is too short for a resource name` };
    if (!AREAS.includes(area)) {
        return { error: `--area must be one of ${AREAS.join(', ')} (got "${area}")` };
    }
    const one = singular === undefined ? singularOf(plural) : camelOf(singular);
    if (!one) {
        return {
            error: `"${name}" does not read as a plural: name the collection (gateways), or give its singular with --singular=<word>`,
        };
    }
    if (!CAMEL.test(one) || one === plural) {
        return { error: `"${singular}" is no singular of "${plural}"` };
    }
    const Type = capital(one);
    return {
        name: plural,
        kebab: kebabOf(plural),
        area,
        Type,
        collection: `${one}Collection`,
        record: `${Type}Record`,
        body: `${Type}Body`,
        change: `${Type}Change`,
        messages: `${capital(plural)}Messages`,
        one: wordsOf(one),
        many: wordsOf(plural),
        paths: {
            list: `/${area}/${kebabOf(plural)}`,
            add: `/${area}/${kebabOf(plural)}/add`,
            edit: `/${area}/${kebabOf(plural)}/${kebabOf(one)}`,
        },
    };
}

// ---------------------------------------------------------------------------------------------
// The files of the resource
// ---------------------------------------------------------------------------------------------

const schemaFile = n => `/**
 * ${capital(n.many)} of an organization: the record the API sends and the bodies it takes
 * (decision 0061). The sandbox serves them from these (resources/collections.ts) and the
 * console's declaration derives its fields, search and sort from them (decision 0069): add a
 * property here (the record and the bodies), its text in i18n/<language>/${n.name}.ts.
 */
import { Type, type Static } from 'typebox';
import type { CollectionSchemas } from '../../src/crud/collection.ts';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { FreeText, Id, SharedName } from '../../src/validation/schemaParts.ts';

/** GET ${'/' + n.name}, GET /${n.name}/{id}. */
export const ${n.record} = Type.Object(
    {
        id: Id(),
        name: SharedName('Name', { 'x-searchable': true, 'x-sortable': true }),
        description: Type.Union([Type.String(), Type.Null()], {
            title: 'Description',
            'x-searchable': true,
        }),
        organizationId: Id({ 'x-reference': 'organizations' }),
    },
    { title: '${capital(n.one)}' },
);
export type ${n.Type} = Static<typeof ${n.record}>;

/** POST /${n.name}: an organizationId must be the header's. */
export const ${n.body} = Type.Object({
    name: SharedName('Name'),
    description: Type.Optional(
        Type.Union([FreeText('Description', API_LENGTHS.freeText), Type.Null()]),
    ),
    organizationId: Type.Optional(Type.Unknown()),
    id: Type.Optional(Type.Unknown()),
});
export type ${n.body} = Static<typeof ${n.body}>;

/** PATCH /${n.name}/{id}: the fields that changed. */
export const ${n.change} = Type.Partial(${n.body});
export type ${n.change} = Static<typeof ${n.change}>;

/** The schemas the console's declaration (./index.ts, as JSON) and the sandbox read. */
export const schemas = {
    record: ${n.record},
    create: ${n.body},
    update: ${n.change},
} satisfies CollectionSchemas;
// The same for \`import schemas from './schema.ts?json-schema'\` where no Vite plugin turns it
// into JSON (the registries loaded in Node for the route manifest, decision 0069).
export default schemas;
`;

const collectionFile = n => `/**
 * ${capital(n.many)} as the API serves them (decision 0068): an organization's collection, names
 * unique in it. The declaration (./index.ts) spreads these facts; the sandbox serves the
 * collection from them and the schemas (resources/collections.ts). Plain data.
 */
import type { CollectionFacts } from '../../src/crud/collection.ts';
import type { ${n.Type} } from './schema.ts';

export const ${n.collection}: CollectionFacts<${n.Type}> = {
    name: '${n.name}',
    endpoint: '/${n.name}',
    organizationInBody: 'organizationId',
    // The API refuses a second record of the same name.
    identity: ['name'],
};
`;

const declarationFile = n => `/**
 * ${capital(n.many)} of an organization: list, add and edit pages generated from this declaration
 * (docs/adding-a-resource.md). Organization admins manage them, viewers read them.
 */
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDeclaration } from '../../src/crud/declaration';
import { fieldsFromSchemas } from '../../src/crud/fieldsFromSchemas';
import { ${n.collection} } from './collection';
import type { ${n.Type} } from './schema';
import schemas from './schema.ts?json-schema';

export const ${n.name}: ResourceDeclaration<${n.Type}> = {
    // Its endpoint, organization and identity, as the API serves it.
    ...${n.collection},
    paths: {
        list: '${n.paths.list}',
        add: '${n.paths.add}',
        edit: '${n.paths.edit}',
    },
    // Its fields, search and sort from its schemas (./schema.ts).
    ...fieldsFromSchemas<${n.Type}>('${n.name}', schemas, ${n.collection}),
    icon: CategoryIcon,
    tile: { order: 90, descriptionKey: 'app.tiles.${n.name}', icon: CategoryIcon },
    recordRepresentation: 'name',
};
`;

/** The English texts, by key path; German and Italian start as these, marked. */
const englishTexts = n => ({
    name: `${capital(n.one)} |||| ${capital(n.many)}`,
    forcedCaseName: n.one,
    purpose: `${capital(n.many)} of the organization, each with a name and a description.`,
    empty: `No ${n.many} yet.`,
    notifications: {
        created: `${capital(n.one)} created |||| %{smart_count} ${n.many} created`,
        updated: `${capital(n.one)} updated |||| %{smart_count} ${n.many} updated`,
        deleted: `${capital(n.one)} removed |||| %{smart_count} ${n.many} removed`,
    },
    fields: { id: 'ID', name: 'Name', description: 'Description' },
    add: `Add ${n.one}`,
    edit: capital(n.one),
});

const LANGUAGE_NAMES = { en: 'English', de: 'German', it: 'Italian' };

const marked = (texts, language) =>
    Object.fromEntries(
        Object.entries(texts).map(([key, value]) => [
            key,
            typeof value === 'string'
                ? language === 'en'
                    ? value
                    : UNTRANSLATED + value
                : marked(value, language),
        ]),
    );

const messagesFile = (n, language) => {
    const texts = {
        resources: { [n.name]: marked(englishTexts(n), language) },
        app: {
            tiles: {
                [n.name]: marked({ tile: `The organization's ${n.many}` }, language).tile,
            },
        },
    };
    const body = JSON.stringify(texts, null, 4);
    const header =
        language === 'en'
            ? `/** English messages of the ${n.many}: their pages, notifications and tile. */\n`
            : `/**\n * ${LANGUAGE_NAMES[language]} messages of the ${n.many}. Each text starts with "${UNTRANSLATED.trim()}" until it is\n * translated (in the terms of i18n/GLOSSARY.md); the i18n test fails while one does.\n */\nimport type { ${n.messages} } from '../en/${n.name}';\n\n`;
    const type = language === 'en' ? '' : `: ${n.messages}`;
    const footer =
        language === 'en'
            ? `\nexport default ${n.name};\n\nexport type ${n.messages} = typeof ${n.name};\n`
            : `\nexport default ${n.name};\n`;
    return `${header}const ${n.name}${type} = ${body};\n${footer}`;
};

const seedRecords = n => [
    {
        id: 1,
        organizationId: 1,
        name: `${capital(n.one)} Rathaus`,
        description: `The ${n.one} at the town hall.`,
    },
    { id: 2, organizationId: 1, name: `${capital(n.one)} Bahnhof`, description: null },
];

// ---------------------------------------------------------------------------------------------
// The registries
// ---------------------------------------------------------------------------------------------

/** The text with `line` among its imports: before the first one whose module sorts after it. */
export function addImport(text, line) {
    const lines = text.split('\n');
    const moduleOf = entry => /from '([^']+)'/.exec(entry)?.[1] ?? '';
    const imports = lines
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => /^import .* from '/.test(entry));
    if (imports.length === 0) throw new Error('no imports to add to');
    const next = imports.find(({ entry }) => moduleOf(entry) > moduleOf(line));
    const at = next ? next.index : imports.at(-1).index + 1;
    lines.splice(at, 0, line);
    return lines.join('\n');
}

/** The text with `entry` as the last item of the list that `opening` starts and `closing` ends. */
export function addToList(text, opening, closing, entry) {
    const start = text.indexOf(opening);
    if (start < 0) throw new Error(`"${opening}" not found`);
    const end = text.indexOf(closing, start + opening.length - 1);
    if (end < 0) throw new Error(`"${closing}" after "${opening}" not found`);
    const inside = text.slice(start + opening.length, end).replace(/\s+$/, '');
    const separator = inside === '' || inside.endsWith(',') ? '' : ',';
    return `${text.slice(0, start + opening.length)}${inside}${separator}\n${entry},\n${text.slice(end)}`;
}

const registryEdits = n => [
    {
        file: 'resources/index.ts',
        edit: text =>
            addToList(
                addImport(text, `import { ${n.name} } from './${n.name}';`),
                'export const resources: ResourceDeclaration[] = [',
                '];',
                `    ${n.name}`,
            ),
    },
    {
        file: 'resources/collections.ts',
        edit: text =>
            addToList(
                addImport(
                    addImport(text, `import { ${n.collection} } from './${n.name}/collection.ts';`),
                    `import { schemas as ${n.name}Schemas } from './${n.name}/schema.ts';`,
                ),
                'export const collections: DeclaredCollection[] = [',
                '];',
                `    { ...${n.collection}, schemas: ${n.name}Schemas }`,
            ),
    },
    ...LANGUAGES.map(language => ({
        file: `i18n/${language}.ts`,
        edit: text =>
            addToList(
                addImport(text, `import ${n.name} from './${language}/${n.name}';`),
                'mergeAreas(',
                ');',
                `    ${n.name}`,
            ),
    })),
    {
        file: 'sandbox/db/declaredSeeds.ts',
        edit: text =>
            addToList(
                addImport(
                    text,
                    `import type { ${n.Type} } from '../../resources/${n.name}/schema.ts';`,
                ),
                'export const DECLARED_SEEDS: Partial<Record<string, readonly StoredRecord[]>> = {',
                '};',
                `    ${n.name}: ${JSON.stringify(seedRecords(n), null, 4)} satisfies ${n.Type}[]`,
            ),
    },
];

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/**
 * The files to write for the resource, by path relative to `root`, or the reason it cannot be
 * made: an invalid name, or a resource of that name already there.
 */
export function planResource(root, name, options = {}) {
    const n = namesOf(name, options);
    if (n.error) return { error: n.error };
    const taken = [
        `resources/${n.name}`,
        ...LANGUAGES.map(language => `i18n/${language}/${n.name}.ts`),
    ].filter(file => fs.existsSync(path.join(root, file)));
    const registry = fs.readFileSync(path.join(root, 'resources/index.ts'), 'utf8');
    if (taken.length > 0 || new RegExp(`\\bimport \\{ ${n.name} \\}`).test(registry)) {
        return {
            error: `a resource "${n.name}" exists already (${taken.join(', ') || 'resources/index.ts'})`,
        };
    }
    const endpoints = fs.readFileSync(path.join(root, 'resources/collections.ts'), 'utf8');
    if (endpoints.includes(`'/${n.name}'`)) {
        return { error: `a collection at /${n.name} exists already` };
    }
    const files = {
        [`resources/${n.name}/schema.ts`]: schemaFile(n),
        [`resources/${n.name}/collection.ts`]: collectionFile(n),
        [`resources/${n.name}/index.ts`]: declarationFile(n),
        ...Object.fromEntries(
            LANGUAGES.map(language => [`i18n/${language}/${n.name}.ts`, messagesFile(n, language)]),
        ),
    };
    for (const { file, edit } of registryEdits(n)) {
        files[file] = edit(fs.readFileSync(path.join(root, file), 'utf8'));
    }
    return { names: n, files };
}

/** Formats the planned files as the project does (Prettier, with its configuration). */
export async function formatted(root, files) {
    const prettier = await import('prettier');
    const entries = await Promise.all(
        Object.entries(files).map(async ([file, text]) => {
            const filepath = path.join(root, file);
            const options = (await prettier.resolveConfig(filepath)) ?? {};
            return [file, await prettier.format(text, { ...options, filepath })];
        }),
    );
    return Object.fromEntries(entries);
}

export async function newResource(root, name, options = {}) {
    const plan = planResource(root, name, options);
    if (plan.error) return plan;
    const files = await formatted(root, plan.files);
    if (!options.dryRun) {
        for (const [file, text] of Object.entries(files)) {
            fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
            fs.writeFileSync(path.join(root, file), text);
        }
    }
    return { names: plan.names, files };
}

const NEXT_STEPS = n => `
Next:
  - add its fields: resources/${n.name}/schema.ts (the record and the bodies), their texts;
  - translate i18n/de/${n.name}.ts and i18n/it/${n.name}.ts (every "${UNTRANSLATED.trim()}" text);
  - a loanword kept in English: its row in i18n/GLOSSARY.md, "Texts kept in English";
  - npm start -- --reset (reseeds the sandbox), then look at its pages; the sweeps cover it;
  - the rest of docs/adding-a-resource.md, "Steps".`;

async function main(argv) {
    const args = argv.filter(arg => !arg.startsWith('--'));
    const option = key =>
        argv.find(arg => arg.startsWith(`--${key}=`))?.slice(key.length + 3) ?? undefined;
    if (args.length !== 1) {
        console.error(
            'usage: npm run new-resource -- <name> [--area=dad|alarming|organization] [--singular=<word>] [--dry-run]',
        );
        return 2;
    }
    const root = path.resolve(import.meta.dirname, '..');
    const dryRun = argv.includes('--dry-run');
    const result = await newResource(root, args[0], {
        area: option('area'),
        singular: option('singular'),
        dryRun,
    });
    if (result.error) {
        console.error(`new-resource: ${result.error}`);
        return 1;
    }
    for (const [file, text] of Object.entries(result.files)) {
        if (dryRun) console.log(`--- ${file}\n${text}`);
        else console.log(`wrote ${file}`);
    }
    if (!dryRun) console.log(NEXT_STEPS(result.names));
    return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    process.exitCode = await main(process.argv.slice(2));
}

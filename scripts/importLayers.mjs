/**
 * The direction of imports between the console's layers, as an ESLint rule
 * (`layers/direction`, in eslint.config.js):
 *
 * - `src/` is the core: it imports only `src/` and `i18n/`. The composition root alone imports
 *   the two registries (`resources/index.ts`, `custom-pages/index.ts`): `src/startConsole.ts`,
 *   which makes the console's services at start, and `src/App.tsx`, which renders react-admin.
 * - a resource (`resources/<name>/`) imports `src/`, `i18n/` and resources, never a flow;
 * - a flow (`custom-pages/<flow>/`) imports `src/`, `i18n/`, resources and itself, never another
 *   flow (only the flows registry, `custom-pages/index.ts`, names them all);
 * - the sandbox imports no console code but the shared contract: types only, from a resource's
 *   `types.ts`, a flow's `types.ts` (e.g. custom-pages/billing/state/types.ts) or
 *   `src/consoleConfig.ts`; as it is, a resource's `secrets.ts` (the paths of its secret
 *   values, plain data: the console masks them, the sandbox leaves them out for viewers); and at
 *   run time the two modules that the forms and the API share, the input hygiene
 *   (`src/validation/hygiene.ts`) and the API's lengths (`src/validation/apiLengths.ts`), pure,
 *   importing nothing; and the entities' schemas (decision 0061): a resource's or a flow's
 *   `schema.ts` (billing's bodies, decision 0067), the
 *   parts they share (`src/validation/schemaParts.ts`), their checker
 *   (`src/validation/schemaCheck.ts`) and its rules across fields
 *   (`src/validation/rulesAcrossFields.ts`), which import only `typebox`, each other, the shared
 *   modules above and the plain data of a resource's `types.ts` and `secrets.ts`; and the
 *   declared collections (decision 0068): a resource's `collection.ts`, their registry
 *   (`resources/collections.ts`) and their type (`src/crud/collection.ts`), held to the same;
 * - a contract file imports only types of other contract files, so that the sandbox's
 *   typecheck never reaches runtime code of the console.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The layer of a file: 'src', 'i18n', 'resource:<name>', 'flow:<name>', 'sandbox' or null. */
export const layerOf = file => {
    const parts = path.relative(root, file).split(path.sep);
    if (parts[0] === 'src' || parts[0] === 'i18n' || parts[0] === 'sandbox') return parts[0];
    if (parts[0] === 'resources') return parts.length > 2 ? `resource:${parts[1]}` : 'resources';
    if (parts[0] === 'custom-pages') return parts.length > 2 ? `flow:${parts[1]}` : 'flows';
    return null;
};

const CONTRACT = [
    /^resources\/[^/]+\/types\.ts$/,
    /^custom-pages\/[^/]+\/(?:[^/]+\/)*types\.ts$/,
    /^src\/consoleConfig\.ts$/,
];

/** Contract files the sandbox imports as they are (values, not only types): plain data. */
const SHARED_DATA = [/^resources\/[^/]+\/secrets\.ts$/];

/** The console modules the sandbox may run: the shared input hygiene and the API's lengths (importing nothing). */
const SHARED_RUNTIME = [/^src\/validation\/hygiene\.ts$/, /^src\/validation\/apiLengths\.ts$/];

/**
 * The entities' schemas, their parts and their checker, and the declared collections (decision
 * 0068: a resource's collection.ts, their registry and their type): the sandbox runs them too.
 */
const SHARED_SCHEMA = [
    /^resources\/[^/]+\/schema\.ts$/,
    /^resources\/[^/]+\/collection\.ts$/,
    /^resources\/collections\.ts$/,
    /^src\/crud\/collection\.ts$/,
    /^custom-pages\/[^/]+\/schema\.ts$/,
    /^src\/validation\/schemaParts\.ts$/,
    /^src\/validation\/schemaCheck\.ts$/,
    /^src\/validation\/rulesAcrossFields\.ts$/,
];

/** The one package a shared schema file imports. */
export const SCHEMA_PACKAGE = /^typebox(?:\/|$)/;

const matches = (patterns, file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return patterns.some(pattern => pattern.test(relative.replace(/(\.tsx?)?$/, '.ts')));
};

const isContract = file => matches([...CONTRACT, ...SHARED_DATA, ...SHARED_SCHEMA], file);
const isSharedData = file => matches(SHARED_DATA, file);
const isSharedRuntime = file => matches(SHARED_RUNTIME, file);
const isSharedSchema = file => matches(SHARED_SCHEMA, file);

/** The composition root: the only core files that name the registries. */
const COMPOSITION = [path.join('src', 'App.tsx'), path.join('src', 'startConsole.ts')];

const SHARED_RUNTIME_ALONE =
    'the shared input hygiene and API lengths (src/validation/hygiene.ts, apiLengths.ts) import nothing: the sandbox runs them';

const SHARED_SCHEMA_IMPORTS =
    "a schema file (resources/<name>/schema.ts, collection.ts, resources/collections.ts, src/crud/collection.ts, custom-pages/<flow>/schema.ts, src/validation/schemaParts.ts, schemaCheck.ts, rulesAcrossFields.ts) imports only typebox, other schema files, the shared hygiene and API lengths and a resource's types.ts and secrets.ts: the sandbox runs it";

/** Why `from` may not import `target`, or null when it may. */
export const violation = (from, target, typeOnly) => {
    const source = layerOf(from);
    const layer = layerOf(target);
    if (isSharedRuntime(from)) return SHARED_RUNTIME_ALONE;
    if (isSharedSchema(from)) {
        const plainData = matches([CONTRACT[0], ...SHARED_DATA], target);
        return isSharedSchema(target) || isSharedRuntime(target) || plainData
            ? null
            : SHARED_SCHEMA_IMPORTS;
    }
    if (source && source !== 'sandbox' && isContract(from) && !(isContract(target) && typeOnly)) {
        return 'a contract file (types.ts) imports only types of other contract files, written with .ts';
    }
    if (!source || !layer || source === layer) return null;
    if (source === 'sandbox') {
        return (isContract(target) && typeOnly) ||
            isSharedData(target) ||
            isSharedRuntime(target) ||
            isSharedSchema(target)
            ? null
            : 'the sandbox imports only types of the shared contract (the types.ts of a resource or a flow, src/consoleConfig.ts), the secrets.ts of a resource, the shared input hygiene (src/validation/hygiene.ts), the API lengths (src/validation/apiLengths.ts) and the schemas (resources/<name>/schema.ts, custom-pages/<flow>/schema.ts, src/validation/schemaParts.ts, schemaCheck.ts, rulesAcrossFields.ts)';
    }
    const core = layer === 'src' || layer === 'i18n';
    if (source === 'src' || source === 'i18n') {
        if (core) return null;
        const composition = COMPOSITION.includes(path.relative(root, from));
        if (composition && (layer === 'resources' || layer === 'flows')) return null;
        return 'the core (src/) names no resource or flow; only the composition root (src/App.tsx, src/startConsole.ts) imports the registries';
    }
    if (source.startsWith('resource:') || source === 'resources') {
        if (core || layer.startsWith('resource:')) return null;
        return 'a resource never imports a flow (custom-pages/)';
    }
    if (source.startsWith('flow:')) {
        if (core || layer.startsWith('resource:')) return null;
        return 'a flow imports src/, i18n/ and resources, never another flow';
    }
    return null;
};

const resolve = (file, specifier) => {
    if (!specifier.startsWith('.')) return null;
    return path.resolve(path.dirname(file), specifier);
};

export const layersPlugin = {
    rules: {
        direction: {
            meta: {
                type: 'problem',
                docs: { description: 'imports point one way: flows -> resources -> src' },
                schema: [],
            },
            create(context) {
                const file = context.filename;
                const schema = isSharedSchema(file);
                const contract = layerOf(file) !== 'sandbox' && isContract(file) && !schema;
                const shared = isSharedRuntime(file);
                const check = (node, specifier, typeOnly) => {
                    const target = resolve(file, specifier);
                    if (!target && schema && !SCHEMA_PACKAGE.test(specifier)) {
                        context.report({ node, message: `${specifier}: ${SHARED_SCHEMA_IMPORTS}` });
                    }
                    if (!target && contract) {
                        const message = `${specifier}: a contract file (types.ts) imports no package`;
                        context.report({ node, message });
                    }
                    if (!target && shared) {
                        context.report({ node, message: `${specifier}: ${SHARED_RUNTIME_ALONE}` });
                    }
                    if (!target) return;
                    const reason = violation(file, target, typeOnly);
                    if (reason) context.report({ node, message: `${specifier}: ${reason}` });
                };
                return {
                    ImportDeclaration: node =>
                        check(node, node.source.value, node.importKind === 'type'),
                    ExportNamedDeclaration: node =>
                        node.source && check(node, node.source.value, node.exportKind === 'type'),
                    ExportAllDeclaration: node =>
                        check(node, node.source.value, node.exportKind === 'type'),
                    ImportExpression: node =>
                        node.source.type === 'Literal' && check(node, node.source.value, false),
                };
            },
        },
    },
};

/**
 * The declared collections (resources/collections.ts, decision 0068) and the console's registry
 * (resources/index.ts) tell the same: each collection the sandbox serves by itself is a declared
 * resource whose declaration has the collection's facts (endpoint, organization, update method,
 * identity, secrets, access), and its schemas describe records with an id and, where a body
 * carries it, an organization.
 */
import { collections } from '../../resources/collections';
import { resources } from '../../resources';

describe('the declared collections', () => {
    it.each(collections.map(collection => [collection.name, collection] as const))(
        '%s is a declared resource with the same facts',
        (name, { schemas, ...facts }) => {
            const declaration = resources.find(resource => resource.name === name);
            expect(declaration).toBeDefined();
            expect(declaration).toMatchObject(facts);
            // A record shows its organization where a body carries it (not organizations, of
            // none, nor data sharings).
            expect(Object.keys(schemas.record.properties)).toEqual(
                expect.arrayContaining(
                    facts.organizationInBody ? ['id', 'organizationId'] : ['id'],
                ),
            );
        },
    );

    it.each(collections.map(collection => [collection.name, collection] as const))(
        '%s marks as x-secret in its record exactly the secrets its secrets.ts names',
        (_, { schemas, secrets }) => {
            // The console masks a field by the one (fieldsFromSchemas), the sandbox by the other.
            const marked = Object.entries(schemas.record.properties)
                .filter(([, property]) =>
                    [property, ...((property as { anyOf?: object[] }).anyOf ?? [])].some(
                        schema => (schema as { 'x-secret'?: boolean })['x-secret'] === true,
                    ),
                )
                .map(([key]) => key);
            const named = (secrets?.paths ?? []).filter(path => !path.includes('.'));
            expect(marked.sort()).toEqual([...named].sort());
        },
    );

    it('are served once each', () => {
        const endpoints = collections.map(({ endpoint }) => endpoint);
        expect(new Set(endpoints).size).toBe(endpoints.length);
        expect(collections.map(({ name }) => name)).toEqual(
            expect.arrayContaining([
                'dataSharing',
                'deviceGroups',
                'integrations',
                'organizations',
                'responsibles',
                'services',
            ]),
        );
    });
});

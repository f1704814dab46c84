/**
 * The routes' schemas (resources/<name>/schema.ts) as the sandbox's validation: each body,
 * query and path is checked by the one checker the forms run too (src/validation/schemaCheck.ts,
 * decision 0061), and its first problem answered as a 400 `{ message }` in the API's words. A
 * route's answer is written as it is (JSON.stringify): its response schema documents it
 * (decision 0062) and the sandbox tests check the answers against it.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { Value } from 'typebox/value';
import {
    checkSchema,
    schemaProblemMessage,
    type JsonSchema,
} from '../../src/validation/schemaCheck.ts';
import { badRequest } from './errors.ts';

/** A query's or a path's parameters without the blank ones (a blank parameter is left out). */
const withoutBlanks = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
        ? Object.fromEntries(
              Object.entries(value).filter(
                  ([, given]) => !(typeof given === 'string' && given.trim() === ''),
              ),
          )
        : value;

/**
 * Checks a request part; a query's and a path's texts are converted to the schema's types first
 * (a blank one left out).
 */
export const schemaValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    const json = schema as JsonSchema;
    return (value: unknown) => {
        const given = httpPart === 'body' ? value : Value.Convert(json, withoutBlanks(value));
        const result = checkSchema(json, given);
        if (result.ok) return { value: result.value };
        return { error: badRequest(schemaProblemMessage(json, result.problem)) };
    };
};

/** The sandbox's API checks with the shared checker and answers what a route returns, as it is. */
export function checkWithSchemas(api: FastifyInstance): void {
    api.setValidatorCompiler(schemaValidatorCompiler);
    api.setSerializerCompiler(() => data => JSON.stringify(data));
}

/**
 * A value checked in a route against a schema (e.g. an update laid over the stored record):
 * the prepared value, or a 400 with the problem's message.
 */
export function checkBody<T>(schema: object, value: unknown): T {
    const result = checkSchema<T>(schema, value);
    if (!result.ok) throw badRequest(schemaProblemMessage(schema, result.problem));
    return result.value;
}

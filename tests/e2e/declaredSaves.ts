/**
 * The fault sweep of a declared resource's saves on its generated pages (issue 41), from the
 * registries and the schemas alone: its add form is filled from its create schema in the API
 * document (tests/schemaSamples.ts), its first text is changed on its edit page and its row is
 * removed from its list, each save through the four faults (faultSweep.ts sweepSave). A resource
 * with no add page gets its record from the same schema through the API.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { englishCatalogue } from '../../i18n/catalogues/en';
import { flattenMessages } from '../flattenMessages';
import { sampleOf, type JsonSchema } from '../schemaSamples';
import { press, saveButton, sweepRemove, sweepSave } from './faultSweep';
import { api, pickerFieldOf } from './helpers';
import { referencedIds } from './referencedIds';
import { ROUTES, type ManifestField, type ManifestResource } from './routes';
import type { DemoUser } from './users';

const ENGLISH = flattenMessages(englishCatalogue);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who saves: a system admin where the add (or edit) page is theirs alone, else an organization admin. */
export const saverOf = (resource: ManifestResource): DemoUser => {
    const route = ROUTES.find(entry => entry.path === (resource.add ?? resource.edit));
    return route?.access === 'systemAdmins' ? 'sysadmin' : 'orgadmin';
};

/** The body of a create, as the API document gives it. */
export const createSchemaOf = async (page: Page, endpoint: string) => {
    const doc = await (await page.request.get('/api/openapi.json')).json();
    const schema = doc.paths?.[endpoint]?.post?.requestBody?.content?.['application/json']
        ?.schema as JsonSchema | undefined;
    expect(schema, `POST ${endpoint} in the API document`).toBeDefined();
    return schema!;
};

/** The generated form's input of a field, by the label it shows (" *" marks a required one). */
export const inputOf = (page: Page, resource: ManifestResource, field: ManifestField): Locator => {
    const label = ENGLISH[`resources.${resource.name}.fields.${field.source}`];
    expect(label, `the English label of ${resource.name}.${field.source}`).toBeDefined();
    const name = new RegExp(`^${escape(label!)}(?: \\*)?$`);
    switch (field.type) {
        case 'text':
            // A secret is a password field: no textbox role.
            return resource.secrets?.paths.includes(field.source)
                ? page.getByLabel(name).and(page.locator('input'))
                : page.getByRole('textbox', { name });
        case 'number':
            return page.getByRole('spinbutton', { name });
        case 'boolean':
            return page.getByRole('switch', { name });
        case 'reference':
        case 'select':
            return page.getByRole('combobox', { name });
        case 'date':
        case 'dateTime':
            // MUI X's field: a group of spinbuttons (day, month, year; hour, minute).
            return page.getByRole('group', { name });
        default:
            throw new Error(
                `${resource.name}.${field.source}: the sweep types no ${field.type} field yet`,
            );
    }
};

interface Typed {
    field: ManifestField;
    input: Locator;
    /** The text typed or chosen. */
    value: string;
    /** The input still holds it. */
    kept: () => Promise<void>;
}

/**
 * Fills the add form: every text field the create schema takes, and every other field it
 * requires, with a value the schema accepts (texts "Faulty <field> <stamp>").
 */
const fillAddForm = async (
    page: Page,
    resource: ManifestResource,
    schema: JsonSchema,
    stamp: number,
): Promise<Typed[]> => {
    const typed: Typed[] = [];
    for (const field of resource.fields.filter(candidate => candidate.create !== false)) {
        const property = schema.properties?.[field.source];
        if (!property) continue;
        const required = !!schema.required?.includes(field.source);
        if (!required && field.type !== 'text') continue;
        const input = inputOf(page, resource, field);
        const sample = sampleOf(property, key => `Faulty ${key} ${stamp}`, {}, field.source);
        if (field.type === 'boolean') {
            if (sample === true) await input.check();
            continue;
        }
        if (field.type === 'reference' || field.type === 'select') {
            await input.click();
            const option = page.getByRole('option').first();
            const value = (await option.textContent()) ?? '';
            await option.click();
            typed.push({ field, input, value, kept: () => expect(input).toHaveText(value) });
            continue;
        }
        if (field.type === 'date' || field.type === 'dateTime') {
            // Typed as a keyboard user does, digit after digit, in the console's English format.
            const value = field.type === 'date' ? '03/05/2024' : '03/05/2024 16:30';
            const { fill, shown } = pickerFieldOf(input);
            await fill(value);
            typed.push({ field, input, value, kept: () => expect(shown).toHaveText(value) });
            continue;
        }
        const value = String(sample);
        await input.fill(value);
        typed.push({ field, input, value, kept: () => expect(input).toHaveValue(value) });
    }
    return typed;
};

/** The records of the resource in organization 1 whose `key` is `value`, read through the API. */
export const recordsWith = async (
    page: Page,
    resource: ManifestResource,
    key: string,
    value: string,
) => {
    const query = resource.organizationParam ? `?${resource.organizationParam}=1` : '';
    const { status, body } = await api(page, 'GET', `${resource.endpoint}${query}`);
    expect(status, `GET ${resource.endpoint}`).toBe(200);
    const list = (resource.listResultKey ? body[resource.listResultKey] : body) as {
        id: number;
        [key: string]: unknown;
    }[];
    return list.filter(record => record[key] === value);
};

/** Add (or a record through the API), edit and remove, each save through the faults. */
export const sweepDeclaredSaves = async (
    page: Page,
    request: APIRequestContext,
    resource: ManifestResource,
) => {
    const own = resource.ownPages.filter(kind => kind !== 'list');
    expect(own, `${resource.name}: pages of its own (name it in tests/byHand.ts)`).toEqual([]);
    const stamp = Date.now() % 1_000_000;
    const listed = new RegExp(`${escape(resource.list)}$`);
    await page.goto(`${resource.list}?organization_id=1`);
    // The list is shown once the sign-in has returned (its return to the list would cut the next
    // page's opening short).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/[#&]code=/);
    const schema = await createSchemaOf(page, resource.endpoint);
    const item = `^/api${escape(resource.endpoint)}/\\d+$`;

    // The record: added on its add page, or made from the schema through the API.
    let key: string;
    let value: string;
    if (resource.add) {
        await page.goto(`${resource.add}?organization_id=1`);
        const typed = await fillAddForm(page, resource, schema, stamp);
        const first = typed.find(entry => entry.field.type === 'text');
        expect(first, `${resource.name}: a text field on the add page`).toBeDefined();
        ({ source: key } = first!.field);
        ({ value } = first!);
        await sweepSave(
            page,
            request,
            { method: 'POST', path: `^/api${escape(resource.endpoint)}$` },
            press(saveButton(page), undefined, first!.input),
            async () => {
                for (const entry of typed) await entry.kept();
            },
        );
        await expect(page).toHaveURL(listed);
    } else {
        const body = sampleOf(schema, name => `Faulty ${name} ${stamp}`, {
            referenceOf: await referencedIds(page, schema),
        }) as Record<string, unknown>;
        if (schema.properties?.organizationId) body.organizationId = 1;
        const created = await api(page, 'POST', resource.endpoint, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const text = resource.fields.find(
            field => field.type === 'text' && typeof body[field.source] === 'string',
        );
        expect(text, `${resource.name}: a text in its create schema`).toBeDefined();
        key = text!.source;
        value = body[key] as string;
    }
    const [record, ...more] = await recordsWith(page, resource, key, value);
    expect(more, `${resource.name}: records named ${value}`).toEqual([]);
    expect(record).toBeDefined();

    let name = value;
    if (resource.edit) {
        const field = resource.fields.find(
            candidate => candidate.type === 'text' && candidate.edit === undefined,
        );
        expect(field, `${resource.name}: an editable text on the edit page`).toBeDefined();
        await page.goto(`${resource.edit}?id=${record!.id}&organization_id=1`);
        const input = inputOf(page, resource, field!);
        const changed = `${String(record![field!.source] ?? '')} 2`.trim();
        await input.fill(changed);
        // An update at a path of its own carries the id in its body (PATCH /sharing).
        const path = resource.updatePath ? `^/api${escape(resource.updatePath)}$` : item;
        await sweepSave(
            page,
            request,
            { method: resource.updateMethod, path },
            press(saveButton(page), undefined, input),
            () => expect(input).toHaveValue(changed),
        );
        await expect(page).toHaveURL(listed);
        expect(await recordsWith(page, resource, field!.source, changed)).toHaveLength(1);
        if (field!.source === key) name = changed;
    } else {
        await page.goto(`${resource.list}?organization_id=1`);
    }

    await sweepRemove(page, request, item, name, {
        path: `${resource.endpoint}${resource.organizationParam ? `?${resource.organizationParam}=1` : ''}`,
        key,
    });
};

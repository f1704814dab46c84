/**
 * A sort click on a list of 100,000 records finds its order ready: after a list's first page
 * is answered, the orders a user likely asks for next (the list's default sort, the records'
 * name) are built in idle time, once per download. A click before that builds its order then.
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../crud/declaration';
import { whenIdle } from '../../ui/whenIdle';
import { prepareOrder } from './listQuery';

/**
 * Even a short list builds ahead: ordering a few hundred names takes little, but the first text
 * order of a visit also creates the language's Intl.Collator (about 8 ms), which a click on the
 * Name header would otherwise wait for.
 */
const AHEAD_FROM = 2;

const prepared = new WeakSet<object>();

/** The longest an order waits for an idle period. */
const IDLE_WAIT_MS = 2_000;

/**
 * The fields whose order is built ahead: the default sort's and the record's name, where the
 * column sorts by its own value (not by a related record's name).
 */
const likelyFields = (declaration: ResourceDeclaration) => {
    const byName = declaration.sortByName as Record<string, string> | undefined;
    const fields = [declaration.sort?.field, declaration.recordRepresentation].filter(
        (field): field is string => typeof field === 'string',
    );
    return [...new Set(fields)].filter(
        field =>
            !byName?.[field] &&
            declaration.fields.some(
                declared => declared.source === field && declared.type !== 'reference',
            ),
    );
};

export const prepareLikelyOrders = (records: RaRecord[], declaration: ResourceDeclaration) => {
    if (records.length < AHEAD_FROM || prepared.has(records)) return;
    prepared.add(records);
    const fields = likelyFields(declaration);
    // One field per idle period, so that none holds the page for long.
    const next = () => {
        const field = fields.shift();
        if (field === undefined) return;
        prepareOrder(records, field);
        whenIdle(next, IDLE_WAIT_MS);
    };
    whenIdle(next, IDLE_WAIT_MS);
};

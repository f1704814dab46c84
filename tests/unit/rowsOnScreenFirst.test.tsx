/**
 * A table's rows on the screen render first, the rest of its page just after
 * (src/ui/useRowsOnScreenFirst.tsx, in the named rows' body of the device, alarm and wizard
 * tables): how many rows the screen can show, and the two renders of a list's first page and of a
 * sort.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useLayoutEffect } from 'react';
import {
    AdminContext,
    DataTable,
    ListContextProvider,
    memoryStore,
    ResourceContextProvider,
    useList,
    useListContext,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue } from '../../i18n';
import { NamedRowsBody } from '../../src/ui/NamedRowsBody';
import { LEAST_ROW_HEIGHT, RowsBelow, rowsOnScreen } from '../../src/ui/useRowsOnScreenFirst';

/** A table body at `top` px from the screen's top, with rows of the given heights. */
const bodyAt = (top: number, rowHeights: number[]) => {
    const table = document.createElement('table');
    const body = table.createTBody();
    let y = top;
    for (const height of rowHeights) {
        const row = body.insertRow();
        const rowTop = y;
        row.getBoundingClientRect = () => ({ top: rowTop, height }) as DOMRect;
        y += height;
    }
    body.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(table);
    return body;
};

describe('how many rows the screen can show', () => {
    afterEach(() => {
        document.body.innerHTML = '';
    });

    it('without a body yet: as many as fill the whole screen at the least row height', () => {
        expect(window.innerHeight).toBe(768);
        expect(rowsOnScreen(null)).toBe(Math.ceil(768 / LEAST_ROW_HEIGHT) + 1);
    });

    it('without a body yet on a page opened scrolled: down to the screen’s bottom', () => {
        window.scrollY = 1000;
        try {
            expect(rowsOnScreen(null)).toBe(Math.ceil(1768 / LEAST_ROW_HEIGHT) + 1);
        } finally {
            window.scrollY = 0;
        }
    });

    it('without a body yet, below the list’s content mark and a header row', () => {
        const mark = document.createElement('div');
        mark.getBoundingClientRect = () => ({ top: 300 }) as DOMRect;
        document.body.append(mark);
        expect(rowsOnScreen(null, mark)).toBe(Math.ceil((768 - 300 - 40) / LEAST_ROW_HEIGHT) + 1);
        // A mark no longer on the page (the list left) counts for nothing.
        mark.remove();
        expect(rowsOnScreen(null, mark)).toBe(Math.ceil(768 / LEAST_ROW_HEIGHT) + 1);
    });

    it('from the body’s top to the screen’s bottom, at the least row height', () => {
        // Rows of 73 px at 500 px: 4 are on the screen now, 7 of the lowest rows could be.
        expect(rowsOnScreen(bodyAt(500, Array(25).fill(73)))).toBe(Math.ceil(268 / 40) + 1);
    });

    it('at the height of the lowest row shown, when it is lower still', () => {
        expect(rowsOnScreen(bodyAt(500, [73, 30, 73]))).toBe(Math.ceil(268 / 30) + 1);
    });

    it('with the rows scrolled past counted: a body above the screen shows later rows', () => {
        expect(rowsOnScreen(bodyAt(-2000, Array(25).fill(73)))).toBe(Math.ceil(2768 / 40) + 1);
    });
});

const RECORDS = Array.from({ length: 25 }, (_, index) => ({
    id: index + 1,
    name: `Device ${String(index + 1).padStart(2, '0')}`,
}));

interface Commit {
    rows: number;
    first: string | null | undefined;
}

/** The rows each commit of the list (the list's own renders, not the body's) showed. */
const RowsPerCommit = ({ into }: { into: Commit[] }) => {
    useListContext();
    useLayoutEffect(() => {
        const rows = document.querySelectorAll('tbody tr');
        into.push({ rows: rows.length, first: rows[0]?.textContent });
    });
    return null;
};

/** The rows in the table when a row first commits: what the screen shows with the first rows. */
let rowsWithTheFirstRow: number | undefined;

/** In each row: notes the table's rows when the first rows commit. */
const FirstRowProbe = () => {
    useLayoutEffect(() => {
        rowsWithTheFirstRow ??= document.querySelectorAll('tbody tr').length;
    }, []);
    return null;
};

const Table = ({ commits, data = RECORDS }: { commits: Commit[]; data?: typeof RECORDS }) => {
    const list = useList({ data, perPage: 25, sort: { field: 'name', order: 'DESC' } });
    return (
        <ListContextProvider value={list}>
            <DataTable body={NamedRowsBody} bulkActionButtons={false} rowClick={false}>
                <DataTable.Col source="name" />
                <DataTable.Col label="probe">
                    <FirstRowProbe />
                </DataTable.Col>
            </DataTable>
            <RowsPerCommit into={commits} />
        </ListContextProvider>
    );
};

describe('a table of 25 rows', () => {
    afterEach(() => vi.restoreAllMocks());

    it('renders the rows the screen can show first, then all of them, and again after a sort', async () => {
        // The table's body will be 300 px down the screen once it is there.
        const bodyTop = vi
            .spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect')
            .mockReturnValue({ top: 300 } as DOMRect);
        rowsWithTheFirstRow = undefined;
        const commits: Commit[] = [];
        render(
            <AdminContext
                i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
                store={memoryStore()}
            >
                <ResourceContextProvider value="devices">
                    <Table commits={commits} />
                </ResourceContextProvider>
            </AdminContext>,
        );
        // The page and its data render together: the first commit has no body to measure, so it
        // shows no rows, and the rows that fit below the body's top come right after it (in the
        // same task, before the browser paints); then all 25.
        expect(commits[0]!.rows).toBe(0);
        expect(rowsWithTheFirstRow).toBe(Math.ceil((768 - 300) / LEAST_ROW_HEIGHT) + 1);
        const body = document.querySelector('tbody')!;
        expect(within(body).getAllByRole('row')).toHaveLength(25);
        expect(within(body).getAllByRole('row')[0]!.textContent).toBe('Device 25');

        // The body now starts 600 px down the screen: a sort shows the 6 rows that fit first.
        bodyTop.mockReturnValue({ top: 600 } as DOMRect);
        commits.length = 0;
        await userEvent.click(screen.getByRole('button', { name: /Sort by name/i }));
        const sorted = commits.find(commit => commit.first === 'Device 01');
        expect(sorted?.rows).toBe(Math.ceil(168 / LEAST_ROW_HEIGHT) + 1);
        expect(within(body).getAllByRole('row')).toHaveLength(25);
        expect(within(body).getAllByRole('row')[0]!.textContent).toBe('Device 01');
    });

    it('shows first the rows that fit below the list’s content top, when the data comes after the page', async () => {
        vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue({
            top: 400,
        } as DOMRect);
        const commits: Commit[] = [];
        const page = (data: typeof RECORDS) => (
            <AdminContext
                i18nProvider={polyglotI18nProvider(() => englishCatalogue, 'en')}
                store={memoryStore()}
            >
                <ResourceContextProvider value="devices">
                    <RowsBelow>
                        <Table commits={commits} data={data} />
                    </RowsBelow>
                </ResourceContextProvider>
            </AdminContext>
        );
        const { rerender } = render(page([]));
        commits.length = 0;
        rerender(page(RECORDS));
        // 400 px down, below a header row: 328 px of the screen for rows.
        expect(commits.find(commit => commit.rows > 0)?.rows).toBe(
            Math.ceil((768 - 400 - LEAST_ROW_HEIGHT) / LEAST_ROW_HEIGHT) + 1,
        );
        expect(within(document.querySelector('tbody')!).getAllByRole('row')).toHaveLength(25);
    });
});

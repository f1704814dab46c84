/**
 * The table's list context (src/crud/SteadyList.tsx): react-admin gives new functions when a
 * list's stored parameters change (once just after a list opens from an address with
 * parameters); inside, the context stays the same object and its functions call the current ones.
 */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { sameButFunctions, SteadyList } from '../../src/crud/SteadyList';

const listWith = (changes: Partial<ListControllerResult>) =>
    ({
        data: [{ id: 1 }],
        total: 1,
        page: 1,
        perPage: 25,
        sort: { field: 'name', order: 'ASC' },
        filterValues: {},
        selectedIds: [],
        isPending: false,
        setPage: vi.fn(),
        setSort: vi.fn(),
        setFilters: vi.fn(),
        ...changes,
    }) as unknown as ListControllerResult;

const seen: { renders: number; list?: ListControllerResult } = { renders: 0 };

const Table = () => {
    const list = useListContext();
    const renders = useRef(0);
    renders.current += 1;
    seen.renders = renders.current;
    seen.list = list;
    return <p>{list.page}</p>;
};

/** Made once, as a list page's children are: only the context can render the table again. */
const table = <Table />;

const Page = ({ list }: { list: ListControllerResult }) => (
    <ListContextProvider value={list}>
        <SteadyList>{table}</SteadyList>
    </ListContextProvider>
);

describe('the table’s steady list context', () => {
    it('renders nothing again when only the functions changed, and calls the current ones', () => {
        const data = [{ id: 1 }];
        const first = listWith({ data });
        const { rerender, container } = render(<Page list={first} />);
        expect(seen.renders).toBe(1);
        const shown = seen.list!;

        const setPage = vi.fn();
        rerender(<Page list={{ ...first, setPage, setFilters: vi.fn() }} />);
        expect(seen.renders).toBe(1);
        shown.setPage(2);
        expect(setPage).toHaveBeenCalledWith(2);
        expect(first.setPage).not.toHaveBeenCalled();

        rerender(<Page list={{ ...first, setPage, page: 2 }} />);
        expect(seen.renders).toBe(2);
        expect(container.textContent).toBe('2');
        // The functions stay the same through every change.
        expect(seen.list!.setPage).toBe(shown.setPage);
    });

    it('tells a change of anything but functions', () => {
        const list = listWith({});
        expect(sameButFunctions(list, { ...list, setSort: vi.fn() })).toBe(true);
        expect(sameButFunctions(list, { ...list, data: [{ id: 1 }] })).toBe(false);
        expect(sameButFunctions(list, { ...list, error: null })).toBe(false);
    });
});

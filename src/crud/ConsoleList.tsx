/**
 * react-admin's List as every list page of the console uses it: 25 rows a page, the pagination
 * that renders just after the first rows, the table's own empty state (the list keeps its
 * toolbar, filters and actions when nothing is there), a failed load reported once by the error
 * modal (react-admin's notification for it is dropped), a list context for the table whose
 * functions stay the same (SteadyList), and the mark of the content's top that a table's first
 * rows are counted from (RowsBelow). Every other prop goes to react-admin's List as given.
 */
import { List, type ListProps } from 'react-admin';
import { LIST_PAGINATION } from './listControls';
import { RowsBelow } from '../ui/useRowsOnScreenFirst';
import { SteadyList } from './SteadyList';

const QUIET_ERRORS = { onError: () => undefined };

export const ConsoleList = ({ children, ...props }: ListProps) => (
    <List
        perPage={25}
        pagination={LIST_PAGINATION}
        empty={false}
        queryOptions={QUIET_ERRORS}
        {...props}
    >
        <SteadyList>
            <RowsBelow>{children}</RowsBelow>
        </SteadyList>
    </List>
);

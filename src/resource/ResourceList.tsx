/**
 * The generated list page of a declared resource: a search box when it declares searchFields, its
 * columns, remove per row, an Add button (also offered by the empty list).
 */
import { DataTable, List } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import { editPath } from './paths';
import { addAction, ListActions } from './ListActions';
import { ListEmpty } from './ListEmpty';
import { RemoveButton } from './RemoveButton';
import { useSearchFilter } from './useSearchFilter';

export const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => {
    const search = useSearchFilter();
    const add = declaration.paths.add
        ? addAction(declaration.paths.add, declaration.editCapability)
        : undefined;
    return (
        <List
            resource={declaration.name}
            actions={<ListActions actions={add ? [add] : []} />}
            filters={declaration.searchFields ? [search] : undefined}
            sort={declaration.sort}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable
                rowClick={id => editPath(declaration, id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={add} />}
            >
                {declaration.fields
                    .filter(field => field.list !== false)
                    .map(field => (
                        <DataTable.Col key={field.source} source={field.source} />
                    ))}
                <DataTable.Col label="app.action.actions" align="right" disableSort>
                    <RemoveButton />
                </DataTable.Col>
            </DataTable>
        </List>
    );
};

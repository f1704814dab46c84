/** The generated list page of a declared resource: its columns, remove per row, an add button. */
import { DataTable, List } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import { editPath } from './paths';
import { AddToolbar } from './AddToolbar';
import { RemoveButton } from './RemoveButton';

export const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => (
    <List
        resource={declaration.name}
        actions={
            declaration.paths.add ? (
                <AddToolbar resource={declaration.name} to={declaration.paths.add} />
            ) : (
                false
            )
        }
        sort={declaration.sort}
        perPage={25}
        queryOptions={{ onError: () => undefined }}
    >
        <DataTable rowClick={id => editPath(declaration, id)} bulkActionButtons={false}>
            {declaration.fields
                .filter(field => field.list !== false)
                .map(field => (
                    <DataTable.Col key={field.source} source={field.source} />
                ))}
            <DataTable.Col label="app.action.actions" align="right">
                <RemoveButton />
            </DataTable.Col>
        </DataTable>
    </List>
);

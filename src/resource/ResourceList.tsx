/** The generated list page of a declared resource: its columns, remove per row, an add button. */
import { CreateButton, DataTable, List, TopToolbar, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDeclaration } from './declaration';
import { editPath } from './paths';
import { RemoveButton } from './RemoveButton';

const ListActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
    const { canAccess } = useCanAccess({ action: 'create', resource: declaration.name });
    if (!declaration.paths.add) return null;
    return (
        <TopToolbar>
            <CreateButton
                component={Link}
                to={declaration.paths.add}
                label="app.action.add"
                disabled={!canAccess}
            />
        </TopToolbar>
    );
};

export const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => (
    <List
        resource={declaration.name}
        actions={<ListActions declaration={declaration} />}
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

/**
 * The generated list page of a declared resource: a search box when it declares searchFields, its
 * columns (src/resource/FieldValue.tsx), remove per row, an Add button (also offered by the empty list).
 */
import { DataTable } from 'react-admin';
import type { ResourceDeclaration } from './declaration';
import { FieldValue } from './FieldValue';
import { addAction } from './ListActions';
import { ListPage } from './ListPage';
import { editPath } from './paths';
import { isSecretPath } from './secrets';

export const ResourceList = ({ declaration }: { declaration: ResourceDeclaration }) => (
    <ListPage
        resource={declaration.name}
        sort={declaration.sort}
        add={
            declaration.paths.add
                ? addAction(declaration.paths.add, declaration.editCapability)
                : undefined
        }
        rowPath={id => editPath(declaration, id)}
        noSearch={!declaration.searchFields}
    >
        {declaration.fields
            .filter(
                field => field.list !== false && !isSecretPath(declaration.secrets, field.source),
            )
            .map(field => (
                <DataTable.Col key={field.source} source={field.source}>
                    <FieldValue field={field} />
                </DataTable.Col>
            ))}
    </ListPage>
);

/** Links between a resource's spec paths: the edit page takes the id as ?id=. */
import type { Identifier } from 'react-admin';
import type { ResourceDeclaration } from './declaration';

export const editPath = (declaration: ResourceDeclaration, id: Identifier) =>
    declaration.paths.edit
        ? `${declaration.paths.edit}?id=${encodeURIComponent(String(id))}`
        : declaration.paths.list;

export const listPath = (declaration: ResourceDeclaration) => declaration.paths.list;

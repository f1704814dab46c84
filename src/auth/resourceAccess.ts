/**
 * react-admin asks access by resource and action; the rules are by route. This maps one to the
 * other through each resource's declared paths and the access rules of the route table.
 */
import type { ResourceDeclaration } from '../crud/declaration';
import { can, canOpen, type AccessRule } from './access';
import type { Role } from './roles';

export const canDoOnResource = (
    role: Role,
    hasOrganization: boolean,
    declaration: ResourceDeclaration | undefined,
    action: string,
    rules: readonly AccessRule[],
): boolean => {
    if (!declaration) return false;
    const { list, add, edit } = declaration.paths;
    const listOpen = canOpen(rules, role, list, hasOrganization);
    switch (action) {
        case 'list':
        case 'show':
        case 'export':
            return listOpen;
        case 'create':
            return !!add && canOpen(rules, role, add, hasOrganization);
        case 'edit':
            return !!edit && canOpen(rules, role, edit, hasOrganization);
        case 'delete':
            return listOpen && can(role, 'remove');
        default:
            return false;
    }
};

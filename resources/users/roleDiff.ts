/**
 * What saving the role dialog sends (product specification section 4): the newly ticked roles
 * are added and the unticked ones removed, one call each; unchanged roles send nothing.
 */
export interface RoleDiff {
    add: string[];
    remove: string[];
}

export const roleDiff = (before: readonly string[], after: readonly string[]): RoleDiff => ({
    add: after.filter((role, index) => !before.includes(role) && after.indexOf(role) === index),
    remove: before.filter((role, index) => !after.includes(role) && before.indexOf(role) === index),
});

/** A list's Add button (react-admin's CreateButton on a spec path), disabled for those who may not add. */
import { CreateButton, TopToolbar, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';

export const AddToolbar = ({ resource, to }: { resource: string; to: string }) => {
    const { canAccess } = useCanAccess({ action: 'create', resource });
    return (
        <TopToolbar>
            <CreateButton component={Link} to={to} label="app.action.add" disabled={!canAccess} />
        </TopToolbar>
    );
};

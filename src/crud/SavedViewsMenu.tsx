/**
 * "Views" above a list (issue 19, point 5): a menu button, so it fits a phone's toolbar. It lists
 * the user's saved views of this list (react-admin's saved queries, ./savedViews.ts): choosing
 * one applies its filter and sort; "Save current view" names the list as it is now; "Remove
 * view" deletes the view being shown. Kept per user and organization in this browser.
 */
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    ListItemIcon,
    ListItemText,
    Menu,
    MenuItem,
    TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import {
    extractValidSavedQueries,
    useGetIdentity,
    useListContext,
    useNotify,
    useSavedQueries,
    useTranslate,
} from 'react-admin';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { MenuButton } from '../ui/MenuButton';
import { useMenuAnchor } from '../ui/useMenuAnchor';
import { sameView, savedViewsResource, withoutView, withView, type ListQuery } from './savedViews';

export const SavedViewsMenu = () => {
    const { identity } = useGetIdentity();
    const [organizationId] = useCurrentOrganizationId();
    const { resource } = useListContext();
    // Nothing is shown until the user is known: a view is never stored under no one.
    if (!identity?.id || !resource) return null;
    return (
        <ViewsMenu
            key={`${identity.id}/${organizationId}`}
            storeName={savedViewsResource(resource, identity.id, organizationId)}
        />
    );
};

const ViewsMenu = ({ storeName }: { storeName: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } =
        useListContext();
    const [stored, setStored] = useSavedQueries(storeName);
    const views = extractValidSavedQueries(stored);
    const { button, menu, close } = useMenuAnchor();
    const [naming, setNaming] = useState(false);
    const [name, setName] = useState('');
    const titleId = useId();
    const current: ListQuery = { filter: filterValues, displayedFilters, sort, perPage };
    const shown = views.find(view => sameView(view.value, current));

    const apply = (value: ListQuery) => {
        close();
        if (value.sort) setSort(value.sort);
        setFilters(value.filter ?? {}, value.displayedFilters ?? {});
        if (value.perPage) setPerPage(value.perPage);
    };
    const save = (event: FormEvent) => {
        event.preventDefault();
        const label = name.trim();
        if (!label) return;
        setStored(withView(views, { label, value: current }));
        setNaming(false);
        setName('');
        notify('lists.views.saved', { type: 'success', messageArgs: { name: label } });
    };
    const remove = (label: string) => {
        close();
        setStored(withoutView(views, label));
        notify('lists.views.removed', { type: 'info', messageArgs: { name: label } });
    };

    return (
        <>
            <MenuButton
                label={translate('lists.views.label')}
                icon={<BookmarksIcon />}
                button={button}
            />
            <Menu {...menu}>
                {views.length === 0 && (
                    <MenuItem disabled>{translate('lists.views.none')}</MenuItem>
                )}
                {views.map(view => (
                    <MenuItem
                        key={view.label}
                        selected={view === shown}
                        onClick={() => apply(view.value)}
                    >
                        <ListItemIcon>{view === shown ? <CheckIcon /> : null}</ListItemIcon>
                        <ListItemText>{view.label}</ListItemText>
                    </MenuItem>
                ))}
                <Divider />
                <MenuItem
                    onClick={() => {
                        close();
                        setName('');
                        setNaming(true);
                    }}
                >
                    {translate('lists.views.save')}
                </MenuItem>
                {shown && (
                    <MenuItem onClick={() => remove(shown.label)}>
                        {translate('lists.views.remove', { name: shown.label })}
                    </MenuItem>
                )}
            </Menu>
            <Dialog
                open={naming}
                onClose={() => setNaming(false)}
                aria-labelledby={titleId}
                maxWidth="xs"
                fullWidth
            >
                <form onSubmit={save}>
                    <DialogTitle id={titleId}>{translate('lists.views.save_title')}</DialogTitle>
                    <DialogContent>
                        <TextField
                            label={translate('lists.views.name')}
                            value={name}
                            onChange={event => setName(event.target.value)}
                            autoFocus
                            required
                            fullWidth
                            margin="dense"
                            slotProps={{ htmlInput: { maxLength: 80 } }}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setNaming(false)}>
                            {translate('ra.action.cancel')}
                        </Button>
                        <Button type="submit" variant="contained" disabled={!name.trim()}>
                            {translate('ra.action.save')}
                        </Button>
                    </DialogActions>
                </form>
            </Dialog>
        </>
    );
};

/**
 * The header's organization selector: a select named "Organization", hidden under /system.
 * A plain select rather than an autocomplete keeps the autocomplete and chip modules out of the
 * first bundle; its list still opens at most 200 px high and jumps to a typed initial letter.
 * With more than ten organizations the list starts with a search field.
 */
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { useOrganizations } from '../organization/useOrganizations';
import { useSwitchOrganization } from '../organization/useSwitchOrganization';
import {
    matchingOrganizations,
    ORGANIZATION_SEARCH_FROM,
    OrganizationSearchField,
} from './OrganizationSearchField';

/** The organization dropdown's maximum height (product specification section 2). */
export const ORGANIZATION_LIST_MAX_HEIGHT = 200;

export const OrganizationSelector = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const hidden = pathname === '/system' || pathname.startsWith('/system/');
    // Hidden, it asks for nothing: a late reader of a failed organizations list would ask for it
    // again (react-query retries a failed query for a new reader), and the error modal the user
    // had just closed would open again.
    const { records: data, isPending } = useOrganizations({ enabled: !hidden });
    const [currentId] = useCurrentOrganizationId();
    const switchTo = useSwitchOrganization();
    const [query, setQuery] = useState('');
    if (hidden) return null;
    // A user who belongs to no organization has nothing to choose.
    if (!isPending && data.length === 0) return null;
    const current = data.some(organization => String(organization.id) === currentId)
        ? currentId
        : '';
    const searchable = data.length >= ORGANIZATION_SEARCH_FROM;
    const shown = searchable ? matchingOrganizations(data, query) : data;
    const shownIds = new Set(shown.map(organization => String(organization.id)));
    return (
        <TextField
            select
            size="small"
            label={translate('app.organization.label')}
            value={current}
            onChange={event => switchTo(event.target.value ? String(event.target.value) : null)}
            sx={theme => ({
                // On a phone as wide as the header leaves it, the name on up to two lines, so
                // that "Comune di Prova" and "Comune di Roma" can be told apart (a longer name
                // is cut with an ellipsis, whole on hover and in the accessible name).
                width: 300,
                flex: 'none',
                minWidth: 0,
                mx: 2,
                '& .MuiInputBase-root': { backgroundColor: 'background.paper' },
                [theme.breakpoints.down('sm')]: {
                    width: 'auto',
                    flex: '1 1 auto',
                    mx: 1,
                    // The filled field's label stays at the top; two smaller lines below it, the
                    // first clear of the label (they touched with 17 px above the name).
                    '& .MuiInputBase-root .MuiSelect-select': {
                        whiteSpace: 'normal',
                        fontSize: '0.8125rem',
                        lineHeight: 1.1,
                        paddingTop: '22px',
                        paddingBottom: '1px',
                        '& > span': {
                            display: '-webkit-box',
                            WebkitBoxOrient: 'vertical',
                            WebkitLineClamp: 2,
                            overflow: 'hidden',
                        },
                    },
                },
            })}
            slotProps={{
                inputLabel: { shrink: true },
                select: {
                    displayEmpty: true,
                    renderValue: value => {
                        const name =
                            data.find(organization => String(organization.id) === value)?.name ??
                            (isPending ? '' : translate('app.organization.none'));
                        return <span title={name}>{name}</span>;
                    },
                    onClose: () => setQuery(''),
                    MenuProps: {
                        // The search field takes the focus when the list opens.
                        autoFocus: !searchable,
                        disableAutoFocusItem: searchable,
                        slotProps: {
                            list: {
                                style: {
                                    maxHeight: ORGANIZATION_LIST_MAX_HEIGHT,
                                    overflow: 'auto',
                                },
                            },
                        },
                    },
                },
            }}
        >
            {searchable && <OrganizationSearchField query={query} onQueryChange={setQuery} />}
            {searchable && shown.length === 0 && (
                <MenuItem disabled>{translate('app.organization.no_match', { query })}</MenuItem>
            )}
            {data.map(organization => {
                const id = String(organization.id);
                // The current organization stays in the list when filtered out (hidden and
                // skipped by the arrow keys): the select keeps showing it.
                const hidden = !shownIds.has(id);
                if (hidden && id !== current) return null;
                return (
                    <MenuItem
                        key={id}
                        value={id}
                        disabled={hidden}
                        sx={hidden ? { display: 'none' } : undefined}
                    >
                        {organization.name}
                    </MenuItem>
                );
            })}
        </TextField>
    );
};

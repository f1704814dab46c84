/**
 * The search field at the top of the organization selector's list, shown when the user has more
 * than ORGANIZATION_SEARCH_FROM - 1 organizations. Typed keys stay in the field (the list would
 * otherwise jump to a typed initial letter); the down arrow moves into the list, Escape closes it.
 */
import { ListSubheader, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

/** From this many organizations on, the selector's list has a search field. */
export const ORGANIZATION_SEARCH_FROM = 11;

const LIST_KEYS = new Set(['ArrowUp', 'Escape', 'Tab']);

const firstOption = (field: HTMLElement) =>
    field
        .closest('[role="listbox"]')
        ?.querySelector<HTMLElement>('[role="option"]:not([aria-disabled="true"])');

export const OrganizationSearchField = ({
    query,
    onQueryChange,
}: {
    query: string;
    onQueryChange: (query: string) => void;
}) => {
    const translate = useTranslate();
    return (
        <ListSubheader sx={{ pt: 1, pb: 1, lineHeight: 'normal' }}>
            <TextField
                size="small"
                fullWidth
                autoFocus
                placeholder={translate('app.organization.search')}
                value={query}
                onChange={event => onQueryChange(event.target.value)}
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                    if (event.key === 'ArrowDown') {
                        // The select's list does not wrap, so it cannot move on from the field
                        // itself: the first shown organization takes the focus.
                        event.preventDefault();
                        event.stopPropagation();
                        firstOption(event.currentTarget)?.focus();
                    } else if (!LIST_KEYS.has(event.key)) event.stopPropagation();
                }}
                slotProps={{
                    htmlInput: { 'aria-label': translate('app.organization.search') },
                }}
            />
        </ListSubheader>
    );
};

/** The organizations whose name contains the query, ignoring case and accents. */
export const matchingOrganizations = <T extends { name: string }>(
    organizations: T[],
    query: string,
): T[] => {
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
    const wanted = fold(query.trim());
    if (!wanted) return organizations;
    return organizations.filter(organization => fold(organization.name).includes(wanted));
};

/**
 * A list's controls that the first rows do not need render just after them: its select filters
 * and its rows-per-page select. MUI's Select sets state from its ref when it mounts, which makes
 * React run every effect of the new page and render again before the browser may paint: with a
 * list's four filter selects and its pagination that held the first rows back by 30 to 60 ms.
 * Until they come (the next moment React has, after the paint; their code, laterControls.ts, is
 * not in the start bundle but loads from the start), a box of their size and look holds their
 * place, so that nothing moves.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { memo } from 'react';
import {
    FieldTitle,
    ListPaginationContext,
    useEvent,
    useListFilterContext,
    useListPaginationContext,
    usePickPaginationContext,
    useResourceContext,
    type ListControllerResult,
    type SelectInputProps,
} from 'react-admin';
import { onFirstShow } from '../loading/onFirstShow';
import { useRenderedLater } from '../ui/useRenderedLater';

const light = (theme: Theme) => theme.palette.mode === 'light';

/** The filled input's grey: the theme's own (react-admin's light theme sets one), else MUI's. */
const filledBackground = (theme: Theme) => {
    const root = theme.components?.MuiFilledInput?.styleOverrides?.root;
    const own =
        root && typeof root === 'object' && 'backgroundColor' in root && root.backgroundColor;
    if (typeof own === 'string') return own;
    return light(theme) ? 'rgba(0, 0, 0, 0.06)' : 'rgba(255, 255, 255, 0.09)';
};

/**
 * A closed filled select of a filter bar (MUI's FilledInput, dense): its size, grey, underline,
 * label and arrow (a triangle where MUI's ArrowDropDown icon draws one).
 */
const SELECT_PLACE: SxProps<Theme> = theme => ({
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    height: 48,
    minWidth: 200,
    margin: '8px 0 4px',
    padding: '2px 32px 0 12px',
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
    backgroundColor: filledBackground(theme),
    borderBottom: `1px solid ${light(theme) ? 'rgba(0, 0, 0, 0.42)' : 'rgba(255, 255, 255, 0.7)'}`,
    color: 'text.secondary',
    fontSize: '1rem',
    whiteSpace: 'nowrap',
    '&::after': {
        content: '""',
        position: 'absolute',
        right: 14,
        top: 'calc(50% - 2px)',
        borderLeft: '5px solid transparent',
        borderRight: '5px solid transparent',
        borderTop: `5px solid ${theme.palette.action.active}`,
    },
});

const SteadySelectInput = onFirstShow(() =>
    import('./laterControls').then(module => memo(module.SelectInput)),
);
const Pagination = onFirstShow(() => import('./laterControls').then(module => module.Pagination));
// Their code loads from the start, beside the list's data: in by the time they render.
SteadySelectInput.preload();
Pagination.preload();

/**
 * react-admin's SelectInput as a list filter, rendered just after the first rows, its empty
 * option named "All" (unless the filter names it otherwise). The filter
 * form gave its values to the inputs mounted with it (the search box): the select starts from the
 * list's filter value (a list opened with one, e.g. from the home page's health counts).
 */
export const FilterSelectInput = memo(function FilterSelectInput(props: SelectInputProps) {
    const resource = useResourceContext(props);
    const { filterValues } = useListFilterContext();
    const place = (
        <Box aria-hidden sx={[SELECT_PLACE, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}>
            <FieldTitle
                label={props.label}
                source={props.source}
                resource={resource}
                isRequired={false}
            />
        </Box>
    );
    if (!useRenderedLater()) return place;
    return (
        <SteadySelectInput
            // The empty option says what it does: no filter on this field ("All").
            emptyText="lists.filters.all"
            {...props}
            defaultValue={props.source ? filterValues[props.source] : undefined}
            whileLoading={place}
        />
    );
});

/** The height of react-admin's pagination bar (MUI's TablePagination). */
const PAGINATION_PLACE = { minHeight: 52 };

/**
 * The list's pagination context with one `setPage` and `setPerPage` for good: react-admin gives
 * new ones on every navigation, so a sort or a filter rendered the whole pagination bar again
 * (some 180 components) though its page and count had not changed.
 */
const useSteadyPagination = () => {
    const context = useListPaginationContext();
    const setPage = useEvent(context.setPage);
    const setPerPage = useEvent(context.setPerPage);
    // react-admin's own pick of the pagination's fields, memoised on them: with the steady
    // setters, a new value only when the page, size, count or loading state changes. It reads
    // only those fields of the list's context.
    return usePickPaginationContext({
        ...context,
        setPage,
        setPerPage,
    } as unknown as ListControllerResult);
};

/**
 * react-admin's Pagination, rendered just after the first rows. None after a failed load (no
 * count once loading ended): react-admin's would count the page's size as the total, "1-25 of
 * 25" over an empty table.
 */
export const ListPagination = memo(function ListPagination() {
    const pagination = useSteadyPagination();
    const later = useRenderedLater();
    const place = <Box aria-hidden sx={PAGINATION_PLACE} />;
    if (!pagination.isPending && pagination.total == null) return null;
    return later ? (
        <ListPaginationContext.Provider value={pagination}>
            <Pagination whileLoading={place} />
        </ListPaginationContext.Provider>
    ) : (
        place
    );
});

/** For `<List pagination>`: one element, so that the list's own renders leave it alone. */
export const LIST_PAGINATION = <ListPagination />;

/**
 * A list's search box (the filter "q": the declaration's searchFields, ignoring case), always
 * shown and named "Search" in the console's language.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { SteadySearchInput } from './steadyFilters';

export const useSearchFilter = () => {
    const translate = useTranslate();
    const label = translate('ra.action.search');
    const slotProps = useMemo(() => ({ htmlInput: { 'aria-label': label } }), [label]);
    return <SteadySearchInput key="q" source="q" alwaysOn slotProps={slotProps} />;
};

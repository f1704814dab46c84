/**
 * A list's search box (the filter "q": the declaration's searchFields, ignoring case), always
 * shown and named "Search" in the console's language.
 */
import { SearchInput, useTranslate } from 'react-admin';

export const useSearchFilter = () => {
    const translate = useTranslate();
    return (
        <SearchInput
            key="q"
            source="q"
            alwaysOn
            slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
        />
    );
};

/**
 * "Select all 1,234 matching": react-admin's own SelectAllButton (shown once the whole page is
 * selected) without its cap of 250, named with the count. It asks the dataProvider for the list's
 * filter and sort in one page as large as the total; the dataProvider filters whole collections
 * in the browser and keeps the last filtered view (src/api/lists/listQuery.ts), so that answer needs
 * no download and no second filtering, and only the ids are kept as the selection.
 */
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { SelectAllButton, useListContext, useLocale, useTranslate } from 'react-admin';
import { LIST_PAGE_SIZE } from '../api/transport/headers';

export const SelectAllMatching = () => {
    const translate = useTranslate();
    const locale = useLocale();
    const { total } = useListContext();
    if (!total) return null;
    return (
        <SelectAllButton
            limit={LIST_PAGE_SIZE}
            label={translate('app.bulk.select_all_matching', {
                smart_count: total,
                count: total.toLocaleString(locale),
            })}
        >
            <DoneAllIcon />
        </SelectAllButton>
    );
};

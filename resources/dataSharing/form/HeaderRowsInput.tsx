/**
 * HTTP headers as key/value rows: add and remove rows. While a row's key is empty the sharing
 * cannot be saved, and a note under the rows says so.
 */
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button, FormHelperText, IconButton } from '@mui/material';
import {
    ArrayInput,
    ArrayInputClasses,
    SimpleFormIterator,
    SimpleFormIteratorClasses,
    TextInput,
    useSimpleFormIterator,
    useSimpleFormIteratorItem,
    useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { focusIfLost, inPlaceOf } from '../../../src/ui/focusRescue';
import { HeaderValueInput } from './HeaderValueInput';
import { headerKeyRule, headerRowsProblem, type HeaderRow } from '../headerRows';

const AddHeaderButton = () => {
    const translate = useTranslate();
    const { add } = useSimpleFormIterator();
    return (
        <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => add({ key: '', value: '' })}
            data-add-header
        >
            {translate('resources.dataSharing.headers.add')}
        </Button>
    );
};

const RemoveHeaderButton = () => {
    const translate = useTranslate();
    const { remove, index } = useSimpleFormIteratorItem();
    return (
        <IconButton
            size="small"
            color="warning"
            onClick={event => {
                const rows = event.currentTarget.closest(`.${ArrayInputClasses.root}`);
                remove();
                // The row goes with the focus: to the Remove of the row now in its place, else
                // of the row above, else to Add header (Chromium left it on the page's body).
                setTimeout(() => {
                    const removes = rows?.querySelectorAll<HTMLElement>('[data-remove-header]');
                    const inPlace = removes && inPlaceOf(removes, index);
                    focusIfLost(inPlace ?? rows?.querySelector<HTMLElement>('[data-add-header]'));
                });
            }}
            data-remove-header
            aria-label={translate('resources.dataSharing.headers.remove', { number: index + 1 })}
        >
            <RemoveIcon fontSize="small" />
        </IconButton>
    );
};

export const HEADER_PROBLEM_ID = 'data-sharing-header-problem';

export const HeaderRowsInput = ({ readOnly }: { readOnly?: boolean }) => {
    const translate = useTranslate();
    const rows: Partial<HeaderRow>[] | undefined = useWatch({ name: 'headerRows' });
    const problem = readOnly ? undefined : headerRowsProblem(rows);
    return (
        <>
            <ArrayInput source="headerRows" label="resources.dataSharing.fields.headerRows">
                <SimpleFormIterator
                    inline
                    disableReordering
                    disableClear
                    disableAdd={readOnly}
                    disableRemove={readOnly}
                    addButton={<AddHeaderButton />}
                    removeButton={<RemoveHeaderButton />}
                    // Remove buttons stay visible (react-admin shows them on hover only), so
                    // keyboard and touch users find them too.
                    sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
                >
                    <TextInput
                        source="key"
                        label="resources.dataSharing.headers.key"
                        validate={readOnly ? undefined : headerKeyRule}
                        readOnly={readOnly}
                        helperText={false}
                    />
                    <HeaderValueInput readOnly={readOnly} />
                </SimpleFormIterator>
            </ArrayInput>
            {problem && (
                <FormHelperText id={HEADER_PROBLEM_ID} error role="status">
                    {translate('resources.dataSharing.validation.headers_block_saving')}
                </FormHelperText>
            )}
        </>
    );
};

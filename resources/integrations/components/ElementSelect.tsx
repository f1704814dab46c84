/** A select of Element folders or driver instances; a saved value stays shown until they load. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ElementChoice } from '../api';
import { isFilled } from '../filledValue';
import { infoSource } from '../types';
import { required } from '../../../src/validation/rules';

interface Props {
    field: 'folder' | 'driverInstance';
    lookup: UseQueryResult<ElementChoice[]>;
    /** No URL and API key yet. */
    waiting: boolean;
    readOnly?: boolean;
}

const helperKey = (waiting: boolean, failed: boolean) => {
    if (waiting) return 'resources.integrations.helper.element_waiting';
    if (failed) return 'resources.integrations.helper.element_failed';
    return false;
};

export const ElementSelect = ({ field, lookup, waiting, readOnly }: Props) => {
    const source = infoSource(field);
    const value = useWatch({ name: source }) as string | number | undefined;
    const choices = useMemo(() => {
        const loaded = lookup.data ?? [];
        const known = loaded.some(choice => String(choice.id) === String(value));
        return isFilled(value) && !known
            ? [...loaded, { id: value as string | number, name: String(value) }]
            : loaded;
    }, [lookup.data, value]);
    const helper = readOnly ? false : helperKey(waiting, lookup.isError);
    return (
        <SelectInput
            source={source}
            choices={choices}
            optionText="name"
            optionValue="id"
            translateChoice={false}
            validate={readOnly ? undefined : required()}
            readOnly={readOnly}
            isPending={lookup.isFetching}
            helperText={helper}
        />
    );
};

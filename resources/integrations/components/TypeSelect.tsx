/** The type of a new integration; picking one starts its settings from the type's defaults. */
import { SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { defaultInfoList } from '../infoList';
import { INTEGRATION_TYPES, isIntegrationType, typeLabelKey } from '../types';
import { bodyRules } from '../../../src/validation/bodyRules';
import schemas from '../schema.ts?json-schema';

const CHOICES = INTEGRATION_TYPES.map(type => ({ id: type, name: typeLabelKey(type) }));

export const TypeSelect = () => {
    const { setValue } = useFormContext();
    return (
        <SelectInput
            source="type"
            choices={CHOICES}
            validate={bodyRules(schemas.create, 'type')}
            onChange={event => {
                const type: unknown = event?.target?.value;
                if (isIntegrationType(type)) setValue('details.infoList', defaultInfoList(type));
            }}
        />
    );
};

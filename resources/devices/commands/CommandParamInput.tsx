/** One parameter of a defined command, as an input that fits its type. */
import {
    BooleanInput,
    NumberInput,
    SelectInput,
    TextInput,
    maxValue,
    minValue,
    number,
    type Validator,
} from 'react-admin';
import type { CommandParam } from './commandSet';
import { required } from '../../../src/validation/rules';

const wholeNumber: Validator = value =>
    value == null || value === '' || Number.isInteger(Number(value))
        ? undefined
        : 'devices.validation.integer';

const numberRules = (param: CommandParam): Validator[] => [
    required(),
    number(),
    ...(param.type === 'integer' ? [wholeNumber] : []),
    ...(param.minimum !== undefined ? [minValue(param.minimum)] : []),
    ...(param.maximum !== undefined ? [maxValue(param.maximum)] : []),
];

export const CommandParamInput = ({ name, param }: { name: string; param: CommandParam }) => {
    const common = {
        source: `params.${name}`,
        label: name,
        helperText: param.description ?? false,
    };
    if (param.enum) {
        return (
            <SelectInput
                {...common}
                choices={param.enum.map(value => ({ id: String(value), name: String(value) }))}
                translateChoice={false}
                defaultValue={param.default === undefined ? undefined : String(param.default)}
                validate={required()}
            />
        );
    }
    switch (param.type) {
        case 'boolean':
            return <BooleanInput {...common} defaultValue={param.default ?? false} />;
        case 'number':
        case 'integer':
            return (
                <NumberInput
                    {...common}
                    defaultValue={param.default}
                    min={param.minimum}
                    max={param.maximum}
                    step={param.type === 'integer' ? 1 : 'any'}
                    validate={numberRules(param)}
                />
            );
        default:
            return <TextInput {...common} defaultValue={param.default} validate={required()} />;
    }
};

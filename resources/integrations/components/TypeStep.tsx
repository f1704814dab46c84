/** The wizard's second step: the type, then that type's fields. */
import { useWatch } from 'react-hook-form';
import { isIntegrationType } from '../types';
import { TypeFields } from './TypeFields';
import { TypeSelect } from './TypeSelect';

export const TypeStep = () => {
    const type: unknown = useWatch({ name: 'type' });
    return (
        <>
            <TypeSelect />
            {isIntegrationType(type) ? <TypeFields type={type} /> : null}
        </>
    );
};

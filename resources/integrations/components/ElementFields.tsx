/**
 * Element: address and API key, then the folder and the driver instance, chosen among what the
 * provider lists for that address and key.
 */
import { InfoInput } from './InfoInput';
import { ElementSelect } from './ElementSelect';
import { useElementLookup } from './useElementLookup';

export const ElementFields = ({ readOnly }: { readOnly?: boolean }) => {
    const { access, folders, driverInstances, load } = useElementLookup();
    return (
        <>
            <InfoInput field="url" isRequired readOnly={readOnly} />
            <InfoInput
                field="apiToken"

                isRequired
                readOnly={readOnly}
                onBlur={load}
            />
            <ElementSelect field="folder" lookup={folders} waiting={!access} readOnly={readOnly} />
            <ElementSelect
                field="driverInstance"
                lookup={driverInstances}
                waiting={!access}
                readOnly={readOnly}
            />
        </>
    );
};

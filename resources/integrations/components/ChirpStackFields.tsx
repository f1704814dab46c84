/** ChirpStack v3 and v4: address, application id (a number) and API key, all required. */
import { InfoInput } from './InfoInput';

export const ChirpStackFields = ({ readOnly }: { readOnly?: boolean }) => (
    <>
        <InfoInput field="url" isRequired readOnly={readOnly} />
        <InfoInput field="applicationId" kind="number" isRequired readOnly={readOnly} />
        <InfoInput field="apiToken" isRequired readOnly={readOnly} />
    </>
);

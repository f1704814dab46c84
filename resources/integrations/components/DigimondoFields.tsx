/** Digimondo: address, application id, organization id and API key, all required. */
import { InfoInput } from './InfoInput';

export const DigimondoFields = ({ readOnly }: { readOnly?: boolean }) => (
    <>
        <InfoInput field="url" isRequired readOnly={readOnly} />
        <InfoInput field="applicationId" isRequired readOnly={readOnly} />
        <InfoInput field="organizationId" isRequired readOnly={readOnly} />
        <InfoInput field="apiToken" isRequired readOnly={readOnly} />
    </>
);

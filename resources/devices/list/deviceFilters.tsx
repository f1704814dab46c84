/** The device list's filters: a quick search, integration, tag and activation. */
import { SelectInput } from 'react-admin';
import { useSearchFilter } from '../../../src/resource/useSearchFilter';
import { DEVICE_TAGS, tagLabelKey } from '../tags';
import type { DeviceLookups } from '../useDeviceLookups';

const FILTER_WIDTH = { minWidth: 200 };

export const useDeviceFilters = (lookups: DeviceLookups) => {
    const search = useSearchFilter();
    return [
        search,
        <SelectInput
            key="integrationId"
            source="integrationId"
            choices={lookups.integrations}
            optionText="name"
            translateChoice={false}
            alwaysOn
            sx={FILTER_WIDTH}
        />,
        <SelectInput
            key="tags"
            source="tags"
            choices={DEVICE_TAGS.map(tag => ({ id: tag, name: tagLabelKey(tag) }))}
            alwaysOn
            sx={FILTER_WIDTH}
        />,
        <SelectInput
            key="isEnabled"
            source="isEnabled"
            choices={[
                { id: 'true', name: 'devices.activation.enabled' },
                { id: 'false', name: 'devices.activation.disabled' },
            ]}
            alwaysOn
            sx={FILTER_WIDTH}
        />,
    ];
};

/** The device list's filters: a quick search, integration, tag, activation and health. */
import { FilterSelectInput as SelectInput } from '../../../src/crud/listControls';
import { useSearchFilter } from '../../../src/crud/useSearchFilter';
import { DEVICE_HEALTHS, healthLabelKey } from '../health';
import { DEVICE_TAGS, tagLabelKey } from '../tags';
import type { DeviceLookups } from '../useDeviceLookups';

/** Four selects and the search in one row beside the open menu at 1280 px (200 px each wrapped). */
const FILTER_WIDTH = { minWidth: 160 };
const TAG_CHOICES = DEVICE_TAGS.map(tag => ({ id: tag, name: tagLabelKey(tag) }));
const ACTIVATION_CHOICES = [
    { id: 'true', name: 'devices.activation.enabled' },
    { id: 'false', name: 'devices.activation.disabled' },
];
const HEALTH_CHOICES = DEVICE_HEALTHS.map(health => ({ id: health, name: healthLabelKey(health) }));

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
        <SelectInput key="tags" source="tags" choices={TAG_CHOICES} alwaysOn sx={FILTER_WIDTH} />,
        <SelectInput
            key="isEnabled"
            source="isEnabled"
            choices={ACTIVATION_CHOICES}
            alwaysOn
            sx={FILTER_WIDTH}
        />,
        // Derived from the time: the declaration's computed filter `health`.
        <SelectInput
            key="health"
            source="health"
            label="devices.health.label"
            choices={HEALTH_CHOICES}
            alwaysOn
            sx={FILTER_WIDTH}
        />,
    ];
};

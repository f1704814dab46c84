/** The header's organization selector: a combobox named "Organization", hidden under /system. */
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { useOrganizations, type OrganizationOption } from '../organization/useOrganizations';
import { useSwitchOrganization } from '../organization/useSwitchOrganization';

/** The organization dropdown's maximum height (product specification section 2). */
export const ORGANIZATION_LIST_MAX_HEIGHT = 200;

export const OrganizationSelector = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const { data = [], isPending } = useOrganizations();
    const [currentId] = useCurrentOrganizationId();
    const switchTo = useSwitchOrganization();
    if (pathname === '/system' || pathname.startsWith('/system/')) return null;
    // A user who belongs to no organization has nothing to choose.
    if (!isPending && data.length === 0) return null;
    const current = data.find(organization => String(organization.id) === currentId) ?? null;
    return (
        <Autocomplete<OrganizationOption>
            options={data}
            value={current}
            loading={isPending}
            onChange={(_, option) => switchTo(option ? String(option.id) : null)}
            getOptionLabel={option => option.name}
            isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
            noOptionsText={translate('app.organization.empty')}
            slotProps={{ listbox: { style: { maxHeight: ORGANIZATION_LIST_MAX_HEIGHT } } }}
            size="small"
            sx={{ width: 300, mx: 2 }}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate('app.organization.label')}
                    placeholder={translate('app.organization.none')}
                    sx={{ '& .MuiInputBase-root': { backgroundColor: 'background.paper' } }}
                />
            )}
        />
    );
};

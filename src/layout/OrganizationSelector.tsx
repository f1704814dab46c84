/**
 * The header's organization selector: a select named "Organization", hidden under /system.
 * A plain select rather than an autocomplete keeps the autocomplete and chip modules out of the
 * first bundle; its list still opens at most 200 px high and jumps to a typed initial letter.
 */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCurrentOrganizationId } from '../organization/currentOrganization';
import { useOrganizations } from '../organization/useOrganizations';
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
    const current = data.some(organization => String(organization.id) === currentId)
        ? currentId
        : '';
    return (
        <TextField
            select
            size="small"
            label={translate('app.organization.label')}
            value={current}
            onChange={event => switchTo(event.target.value ? String(event.target.value) : null)}
            sx={{
                width: 300,
                mx: 2,
                '& .MuiInputBase-root': { backgroundColor: 'background.paper' },
            }}
            slotProps={{
                inputLabel: { shrink: true },
                select: {
                    displayEmpty: true,
                    renderValue: value =>
                        data.find(organization => String(organization.id) === value)?.name ??
                        (isPending ? '' : translate('app.organization.none')),
                    MenuProps: {
                        slotProps: {
                            list: {
                                style: {
                                    maxHeight: ORGANIZATION_LIST_MAX_HEIGHT,
                                    overflow: 'auto',
                                },
                            },
                        },
                    },
                },
            }}
        >
            {data.map(organization => (
                <MenuItem key={organization.id} value={String(organization.id)}>
                    {organization.name}
                </MenuItem>
            ))}
        </TextField>
    );
};

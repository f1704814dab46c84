/**
 * The organization with its services, as a navigable tree (a nested list of buttons): selecting
 * a node shows its users.
 */
import BusinessIcon from '@mui/icons-material/Business';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TreeService {
    id: string | number;
    name: string;
    type: string;
}

interface Props {
    organizationName: string;
    services: TreeService[];
    /** The selected groupId. */
    selected: string;
    organizationGroupId: string;
    serviceGroupId: (service: TreeService) => string;
    onSelect: (groupId: string) => void;
}

const WRAPS_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const Node = ({
    selected,
    onClick,
    icon,
    primary,
    secondary,
    nested,
}: {
    selected: boolean;
    onClick: () => void;
    icon: ReactNode;
    primary: string;
    secondary: string;
    nested?: boolean;
}) => (
    <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onClick}
        sx={nested ? { pl: 4 } : undefined}
    >
        <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
            {icon}
        </ListItemIcon>
        {/* A service's name may be one long run of letters: it wraps within the tree. */}
        <ListItemText primary={primary} secondary={secondary} sx={WRAPS_ANYWHERE} />
    </ListItemButton>
);

export const GroupTree = ({
    organizationName,
    services,
    selected,
    organizationGroupId,
    serviceGroupId,
    onSelect,
}: Props) => {
    const translate = useTranslate();
    return (
        <Paper
            component="nav"
            variant="outlined"
            aria-label={translate('resources.users.tree.label')}
            sx={{ width: { xs: '100%', lg: 300 }, flexShrink: 0, alignSelf: 'flex-start' }}
        >
            <List dense disablePadding>
                <ListItem disablePadding sx={{ display: 'block' }}>
                    <Node
                        selected={selected === organizationGroupId}
                        onClick={() => onSelect(organizationGroupId)}
                        icon={<BusinessIcon />}
                        primary={organizationName}
                        secondary={translate('resources.users.tree.organization')}
                    />
                    <List
                        dense
                        disablePadding
                        aria-label={translate('resources.users.tree.services', {
                            name: organizationName,
                        })}
                    >
                        {services.map(service => {
                            const groupId = serviceGroupId(service);
                            return (
                                <ListItem key={groupId} disablePadding>
                                    <Node
                                        nested
                                        selected={selected === groupId}
                                        onClick={() => onSelect(groupId)}
                                        icon={<MiscellaneousServicesIcon />}
                                        primary={service.name}
                                        secondary={translate('resources.users.tree.service', {
                                            type: service.type,
                                        })}
                                    />
                                </ListItem>
                            );
                        })}
                    </List>
                </ListItem>
            </List>
        </Paper>
    );
};

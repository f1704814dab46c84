/** The breadcrumb trail of the current route, as a labelled navigation landmark. */
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../routing/routeTable';
import { useRouteTable } from '../routing/RouteTableContext';

/** The trail follows the path only: a new query (a list's sort, filter or page) leaves it be. */
export const Breadcrumbs = () => <Trail pathname={useLocation().pathname} />;

const Trail = memo(function Trail({ pathname }: { pathname: string }) {
    const translate = useTranslate();
    const trail = breadcrumbTrail(pathname, useRouteTable());
    return (
        <MuiBreadcrumbs aria-label={translate('app.breadcrumb.label')} sx={{ mt: 2, mb: 1 }}>
            {trail.map((crumb, index) => {
                const label = translate(crumb.labelKey, { smart_count: 2 });
                return index === trail.length - 1 ? (
                    <Typography key={crumb.path} color="text.primary" aria-current="page">
                        {label}
                    </Typography>
                ) : (
                    <Link
                        key={crumb.path}
                        component={RouterLink}
                        to={crumb.path}
                        underline="hover"
                        color="inherit"
                    >
                        {label}
                    </Link>
                );
            })}
        </MuiBreadcrumbs>
    );
});

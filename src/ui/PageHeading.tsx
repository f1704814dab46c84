/** The page's title: the h1 of the content area and the title in the app bar. */
import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const PageHeading = ({ titleKey }: { titleKey: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Title title={titleKey} />
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
                {translate(titleKey, { smart_count: 2 })}
            </Typography>
        </>
    );
};

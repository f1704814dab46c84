/** A service's icon from the content service (decorative: the title next to it names it). */
import { Box } from '@mui/material';
import { contentImageUrl } from './contentApi';

export const ContentIcon = ({ src, size }: { src?: string; size: number }) => {
    const url = contentImageUrl(src);
    if (!url) return null;
    return (
        <Box
            component="img"
            src={url}
            alt=""
            sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
        />
    );
};

/** The deactivated flag (`error`) as an icon with an accessible name. */
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useRecordContext, useTranslate } from 'react-admin';

export const DeactivatedIcon = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return record.error ? (
        <BlockIcon
            color="error"
            fontSize="small"
            titleAccess={translate('resources.dataSharing.deactivated.yes')}
        />
    ) : (
        <CheckCircleOutlineIcon
            color="success"
            fontSize="small"
            titleAccess={translate('resources.dataSharing.deactivated.no')}
        />
    );
};

/** "Caution": saving a script that has not passed its trial execution (section 8). */
import { Confirm } from 'react-admin';

export const SaveConfirm = ({
    open,
    onConfirm,
    onClose,
}: {
    open: boolean;
    onConfirm: () => void;
    onClose: () => void;
}) => (
    <Confirm
        isOpen={open}
        title="resources.dataSharing.confirm.title"
        content="resources.dataSharing.confirm.content"
        onConfirm={onConfirm}
        onClose={onClose}
    />
);

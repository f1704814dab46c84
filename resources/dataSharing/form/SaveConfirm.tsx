/**
 * "Caution": saving a script that has not passed its trial execution (section 8). Cancel gives
 * the focus back to the Save button that opened it.
 */
import { Confirm } from 'react-admin';
import { focusLastSubmitter } from '../../../src/ui/lastSubmitter';

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
        onClose={() => {
            onClose();
            focusLastSubmitter();
        }}
    />
);

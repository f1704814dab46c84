/** The billing account's country, its local contract partner and the update action. */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCapability } from '../../../src/auth/useCapability';
import { useBillingAccount } from '../state/useBillingAccount';
import { DisabledReason } from '../../../src/ui/DisabledReason';
import { AccountDialog } from './AccountDialog';
import { ContractPartnerInfo } from './ContractPartnerInfo';

export const AccountPanel = () => {
    const translate = useTranslate();
    const edit = useCapability('editItems');
    const { account } = useBillingAccount();
    const [open, setOpen] = useState(false);
    return (
        <Paper
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
            <Box sx={{ flexGrow: 1 }}>
                <ContractPartnerInfo country={account?.address?.country} />
            </Box>
            <DisabledReason reason={edit.reason}>
                <Button
                    variant="outlined"
                    startIcon={<EditIcon />}
                    onClick={() => setOpen(true)}
                    disabled={!account || !edit.allowed}
                >
                    {translate('store.account.update')}
                </Button>
            </DisabledReason>
            {open && account && <AccountDialog account={account} onClose={() => setOpen(false)} />}
        </Paper>
    );
};

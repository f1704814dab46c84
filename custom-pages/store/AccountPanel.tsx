/** The billing account's country, its local contract partner and the update action. */
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../src/auth/useAccess';
import { useBillingAccount } from '../../src/billing/useBillingAccount';
import { AccountDialog } from './AccountDialog';
import { ContractPartnerInfo } from './ContractPartnerInfo';

export const AccountPanel = () => {
    const translate = useTranslate();
    const { can } = useAccess();
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
            <Button
                variant="outlined"
                startIcon={<EditIcon />}
                onClick={() => setOpen(true)}
                disabled={!account || !can('editItems')}
            >
                {translate('store.account.update')}
            </Button>
            {open && account && <AccountDialog account={account} onClose={() => setOpen(false)} />}
        </Paper>
    );
};

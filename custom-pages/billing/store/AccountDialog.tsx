/**
 * "Update billing account" (section 2): the account's fields, PATCH /billing/account (skipped
 * silently without a valid billing token), and the contract partner of the country as typed.
 * Save stays disabled unless the form is valid and changed (section 5); the inputs are checked
 * as they change.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { DraftKeeper } from '../../../src/session/DraftKeeper';
import {
    ACCOUNT_FIELDS,
    accountFieldRule,
    accountPayload,
    ADDRESS_FIELDS,
    countryRule,
} from './accountForm';
import type { BillingAccount } from '../state/types';
import { useUpdateBillingAccount } from '../state/useBillingWrites';
import { ContractPartnerInfo } from './ContractPartnerInfo';

interface Props {
    account: BillingAccount;
    onClose: () => void;
}

const TypedCountryPartner = () => (
    <ContractPartnerInfo country={useWatch({ name: 'address.country' }) as string | undefined} />
);

/** Save: enabled only while the form differs from the account and is valid. */
const AccountSaveButton = () => {
    const { isDirty, isValid, isValidating, errors } = useFormState();
    const valid = isValid && !isValidating && Object.keys(errors).length === 0;
    return <SaveButton disabled={!isDirty || !valid} />;
};

export const AccountDialog = ({ account, onClose }: Props) => {
    const translate = useTranslate();
    const notify = useNotify();
    const titleId = useId();
    const updateAccount = useUpdateBillingAccount();

    const save = async (values: BillingAccount) => {
        try {
            const saved = await updateAccount(accountPayload(values));
            if (saved !== undefined) notify('store.account.saved', { type: 'success' });
        } catch {
            // The error modal shows the server's message; the dialog stays open.
            return;
        }
        onClose();
    };

    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <Form
                mode="onChange"
                defaultValues={account}
                onSubmit={(values: Record<string, unknown>) =>
                    save(values as unknown as BillingAccount)
                }
            >
                <DraftKeeper form="billingAccount" />
                <DialogTitle id={titleId}>{translate('store.account.title')}</DialogTitle>
                <DialogContent>
                    <Stack>
                        {ACCOUNT_FIELDS.map(field => (
                            <TextInput
                                key={field}
                                source={field}
                                label={`store.account.fields.${field}`}
                                validate={accountFieldRule}
                            />
                        ))}
                        {ADDRESS_FIELDS.map(field => (
                            <TextInput
                                key={field}
                                source={`address.${field}`}
                                label={`store.account.fields.${field}`}
                                validate={field === 'country' ? countryRule : accountFieldRule}
                                helperText={
                                    field === 'country' ? 'store.account.country_help' : undefined
                                }
                            />
                        ))}
                        <TypedCountryPartner />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <AccountSaveButton />
                </DialogActions>
            </Form>
        </Dialog>
    );
};

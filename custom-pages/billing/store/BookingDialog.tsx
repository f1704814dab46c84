/**
 * Booking a package (sections 2, 5 and 9): quantity (> 0, default 0), internal order id (free
 * text), the terms checkbox (must be ticked), the contract period and the live total. Book now
 * stays disabled until the form is valid (section 5); the inputs are checked as they change.
 * POST /billing/subscriptions, skipped silently without a valid billing token.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { Form, NumberInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { cleanName } from '../../../src/validation/rules';
import {
    DEFAULT_QUANTITY,
    subscriptionBooking,
    validateQuantity,
    validateTerms,
    type BookingValues,
} from './booking';
import type { BillingPackage } from '../state/types';
import { useBookSubscription } from '../state/useBillingWrites';
import { BookingTotal } from './BookingTotal';
import { CheckboxInput } from './CheckboxInput';
import { ContractPeriod } from './ContractPeriod';

interface Props {
    item: BillingPackage;
    title: string;
    recurringFee: number;
    onClose: () => void;
    /** After the subscription was created. */
    onBooked: () => void;
}

const DEFAULTS: BookingValues = { quantity: DEFAULT_QUANTITY, internalOrderId: '', terms: false };

/** Book now: enabled only while the whole form is valid. */
const BookNowButton = () => {
    const { isValid, isValidating, errors } = useFormState();
    const valid = isValid && !isValidating && Object.keys(errors).length === 0;
    return (
        <SaveButton label="store.booking.submit" icon={<ShoppingCartIcon />} disabled={!valid} />
    );
};

export const BookingDialog = ({ item, title, recurringFee, onClose, onBooked }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const bookSubscription = useBookSubscription();

    const book = async (values: BookingValues) => {
        let booked;
        try {
            booked = await bookSubscription(subscriptionBooking(item.id, values));
        } catch {
            // The error modal shows the server's message; the dialog stays open.
            return;
        }
        // undefined: skipped silently for want of a valid billing token.
        if (booked === undefined) onClose();
        else onBooked();
    };

    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
            <Form
                mode="onChange"
                defaultValues={DEFAULTS}
                onSubmit={(values: Record<string, unknown>) =>
                    book(values as unknown as BookingValues)
                }
            >
                <DialogTitle id={titleId}>
                    {translate('store.booking.title', { name: title })}
                </DialogTitle>
                <DialogContent>
                    <Stack>
                        <NumberInput
                            source="quantity"
                            label="store.booking.quantity"
                            validate={validateQuantity}
                            min={0}
                            step={1}
                            autoFocus
                        />
                        <TextInput
                            source="internalOrderId"
                            label="store.booking.internal_order_id"
                            validate={cleanName}
                            autoComplete="off"
                        />
                        <CheckboxInput
                            source="terms"
                            label="store.booking.terms"
                            validate={validateTerms}
                        />
                        <ContractPeriod
                            years={item.contractPeriodYears}
                            color="text.secondary"
                            sx={{ mt: 1 }}
                        />
                        <BookingTotal recurringFee={recurringFee} />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <BookNowButton />
                </DialogActions>
            </Form>
        </Dialog>
    );
};

/**
 * The bodies the billing back end takes (sandbox/API.md "Billing", product specification section
 * 3), checked by the one checker (src/validation/schemaCheck.ts) as the entities' are (decision
 * 0061). What depends on stored records stays the route's: the login itself, the package on
 * sale, an organizationId that is the header's.
 */
import { Type, type Static } from 'typebox';
import { API_LENGTHS } from '../../src/validation/apiLengths.ts';
import { NameText, PositiveId } from '../../src/validation/schemaParts.ts';

/** A login field: a text, compared without the spaces around it. */
const LoginText = (title: string) =>
    Type.String({ title, minLength: 1, maxLength: API_LENGTHS.textName, 'x-check': ['trimmed'] });

/** POST /billing/token: the billing account's own sign-in. */
export const BillingLogin = Type.Object({
    username: LoginText('username'),
    password: LoginText('password'),
});
export type BillingLogin = Static<typeof BillingLogin>;

const AccountText = (title: string) => Type.Optional(NameText(title, API_LENGTHS.textName));

/**
 * PATCH /billing/account: any of the fields (a field sent must not be blank), `address` merged
 * into the stored one; other fields are ignored (the console may send the whole account back).
 * The route writes the country in capitals.
 */
export const BillingAccountChange = Type.Object({
    companyName: AccountText('companyName'),
    firstName: AccountText('firstName'),
    lastName: AccountText('lastName'),
    address: Type.Optional(
        Type.Object(
            {
                street: AccountText('street'),
                houseNumber: AccountText('houseNumber'),
                postalCode: AccountText('postalCode'),
                city: AccountText('city'),
                country: Type.Optional(
                    Type.String({
                        title: 'Country',
                        pattern: '^[A-Za-z]{2}$',
                        'x-check': ['trimmed'],
                        'x-message': 'must be a two-letter country code',
                    }),
                ),
            },
            { title: 'address' },
        ),
    ),
});
export type BillingAccountChange = Static<typeof BillingAccountChange>;

/** The most units one booking takes. */
export const MAX_QUANTITY = 100_000;

/** POST /billing/subscriptions: a booking of a package on sale (the route finds the package). */
export const BookingBody = Type.Object({
    organizationId: Type.Optional(Type.Unknown()),
    quantity: Type.Integer({
        title: 'Quantity',
        exclusiveMinimum: 0,
        maximum: MAX_QUANTITY,
        'x-messages': { required: 'must be greater than 0', type: 'must be greater than 0' },
    }),
    packageId: PositiveId('packageId'),
    internalOrderId: Type.Optional(
        Type.String({
            title: 'internalOrderId',
            maxLength: API_LENGTHS.textName,
            'x-check': ['name'],
        }),
    ),
    sendNoConfirmationMail: Type.Optional(Type.Boolean({ title: 'sendNoConfirmationMail' })),
});
export type BookingBody = Static<typeof BookingBody>;

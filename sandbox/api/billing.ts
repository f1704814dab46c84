import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { inLanguage, requestedLanguage } from '../app/acceptLanguage.ts';
import {
    checkBillingLogin,
    findBillingAccount,
    updateBillingAccount,
} from '../db/billingAccounts.ts';
import { contractYearEnd, today } from '../db/billingDates.ts';
import { findBillingPackage, listBillingPackages } from '../db/billingPackages.ts';
import { specificationsIn } from '../db/billingPackageTexts.ts';
import {
    endSubscription,
    findSubscription,
    insertSubscription,
    listSubscriptions,
} from '../db/billingSubscriptions.ts';
import { addLicences } from '../db/licences.ts';
import {
    BillingAccountChange,
    BillingLogin,
    BookingBody,
} from '../../custom-pages/billing/schema.ts';
import type { BillingAccount } from '../db/billingAccounts.ts';
import { checkBodyOrganization } from './bodyFields.ts';
import { billingReadScoped, billingWriteScoped, issueBillingToken } from './billingToken.ts';
import { ApiError, badRequest, conflict, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

/**
 * PATCH /billing/account over the stored account: the fields sent (checked: BillingAccountChange)
 * replace theirs, `address` is merged into the stored one, the country written in capitals.
 */
function changedAccount(current: BillingAccount, change: BillingAccountChange): BillingAccount {
    const { companyName, firstName, lastName, address = {} } = change;
    const { country } = address;
    return {
        ...current,
        companyName: companyName ?? current.companyName,
        firstName: firstName ?? current.firstName,
        lastName: lastName ?? current.lastName,
        address: {
            ...current.address,
            street: address.street ?? current.address.street,
            houseNumber: address.houseNumber ?? current.address.houseNumber,
            postalCode: address.postalCode ?? current.address.postalCode,
            city: address.city ?? current.address.city,
            country: country === undefined ? current.address.country : country.toUpperCase(),
        },
    };
}

/**
 * The billing back end of licence management: its own sign-in (billing token), the billing
 * account, the packages on sale and the organization's subscriptions. GET /billing/licences is
 * in licences.ts.
 */
export function billingRoutes(db: Database) {
    const account = (organizationId: number) => {
        const found = findBillingAccount(db, organizationId);
        if (!found) throw notFound(`Billing account of organization ${organizationId} not found`);
        return found;
    };

    return async function register(app: FastifyInstance): Promise<void> {
        const read = { preHandler: billingReadScoped(db) };
        // The caller, the organization and the billing token are checked before the body.
        const write = { preValidation: billingWriteScoped(db) };

        // A sign-in, not a data write: open to viewers of the organization too.
        app.post<{ Body: BillingLogin }>(
            '/billing/token',
            { preValidation: organizationScoped(db), schema: { body: BillingLogin } },
            async request => {
                const { username, password } = request.body;
                if (!checkBillingLogin(db, request.organizationId, username, password)) {
                    // The billing provider refuses the login: 401, passed on as the provider's
                    // (the console keeps its own session, see sandbox/API.md "Billing").
                    throw new ApiError(401, 'Wrong billing username or password');
                }
                return issueBillingToken(db, username, request.organizationId);
            },
        );

        app.get('/billing/account', read, async request => account(request.organizationId));

        app.patch<{ Body: BillingAccountChange }>(
            '/billing/account',
            { ...write, schema: { body: BillingAccountChange } },
            async request => {
                const next = changedAccount(account(request.organizationId), request.body);
                updateBillingAccount(db, request.organizationId, next);
                return next;
            },
        );

        // The specifications in the language Accept-Language asks for (en, de, it; else en).
        app.get('/billing/packages', read, async (request, reply) => {
            const language = requestedLanguage(request, reply);
            const packages = listBillingPackages(db, request.organizationId).map(item => ({
                ...item,
                specifications: specificationsIn(item.specifications, language),
            }));
            return inLanguage(reply, language, packages);
        });

        app.get('/billing/subscriptions', read, async request =>
            listSubscriptions(db, request.organizationId),
        );

        app.post<{ Body: BookingBody }>(
            '/billing/subscriptions',
            { ...write, schema: { body: BookingBody } },
            async (request, reply) => {
                const { organizationId } = request;
                const booking = request.body;
                checkBodyOrganization(booking.organizationId, organizationId);
                const item = findBillingPackage(db, organizationId, booking.packageId);
                if (!item) throw badRequest(`Package ${booking.packageId} not found`);
                const subscription = db.transaction(() => {
                    if (item.licenceTypeId !== null && item.licencesPerUnit > 0) {
                        addLicences(
                            db,
                            organizationId,
                            item.licenceTypeId,
                            booking.quantity * item.licencesPerUnit,
                        );
                    }
                    return insertSubscription(db, organizationId, {
                        bookedPackageId: item.id,
                        quantity: booking.quantity,
                        internalOrderId: booking.internalOrderId ?? '',
                        startDate: today(),
                    });
                })();
                return reply.code(201).send(subscription);
            },
        );

        app.delete<IdParams>('/billing/subscriptions/:id', write, async request => {
            const id = parseId(request.params.id, 'Subscription');
            const subscription = findSubscription(db, request.organizationId, id);
            if (!subscription) {
                const message = `Subscription ${id} not found`;
                throw missingRecord(db, request, 'billingSubscriptions', id, message);
            }
            if (subscription.endDate !== null) {
                throw conflict(`Subscription ${id} is already cancelled`);
            }
            // The running contract period ends; a package removed from sale counts one year.
            const item = findBillingPackage(
                db,
                request.organizationId,
                subscription.bookedPackageId,
            );
            const endDate = contractYearEnd(
                subscription.startDate,
                today(),
                item?.contractPeriodYears ?? 1,
            );
            endSubscription(db, id, endDate);
            return { ...subscription, endDate };
        });
    };
}

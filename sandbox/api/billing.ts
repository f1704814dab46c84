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
import { objectBody, requiredText } from './bodyFields.ts';
import { parseBooking, patchBillingAccount } from './billingInput.ts';
import { billingReadScoped, billingWriteScoped, issueBillingToken } from './billingToken.ts';
import { ApiError, badRequest, conflict, notFound } from './errors.ts';
import { parseId } from './ids.ts';
import { missingRecord, organizationScoped } from './organizationScope.ts';

type IdParams = { Params: { id: string } };

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
        const write = { preHandler: billingWriteScoped(db) };

        // A sign-in, not a data write: open to viewers of the organization too.
        app.post('/billing/token', { preHandler: organizationScoped(db) }, async request => {
            const body = objectBody(request.body);
            const username = requiredText(body.username, 'username');
            const password = requiredText(body.password, 'password');
            if (!checkBillingLogin(db, request.organizationId, username, password)) {
                // The billing provider refuses the login: 401, passed on as the provider's
                // (the console keeps its own session, see sandbox/API.md "Billing").
                throw new ApiError(401, 'Wrong billing username or password');
            }
            return issueBillingToken(db, username, request.organizationId);
        });

        app.get('/billing/account', read, async request => account(request.organizationId));

        app.patch('/billing/account', write, async request => {
            const next = patchBillingAccount(account(request.organizationId), request.body);
            updateBillingAccount(db, request.organizationId, next);
            return next;
        });

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

        app.post('/billing/subscriptions', write, async (request, reply) => {
            const { organizationId } = request;
            const booking = parseBooking(request.body, organizationId);
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
                    internalOrderId: booking.internalOrderId,
                    startDate: today(),
                });
            })();
            return reply.code(201).send(subscription);
        });

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

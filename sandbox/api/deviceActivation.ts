/** Device activation: by licence, as system admin, or deactivation. */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActivationBody } from '../../resources/devices/schema.ts';
import {
    countEnabledWithTag,
    findDevicesByIds,
    setDevicesEnabled,
    type Device,
} from '../db/devices.ts';
import { LICENCE_TYPE_OF_TAG, licencesOf } from '../db/licences.ts';
import { adminScoped, requireSystemAdmin } from './adminScope.ts';
import { badRequest } from './errors.ts';
import { missingRecord } from './organizationScope.ts';

export const ACTIVATION_OPTIONS = ['BY_LICENCE', 'AS_ADMIN', 'NO_ACTIVATION'] as const;
export type ActivationOption = (typeof ACTIVATION_OPTIONS)[number];

/**
 * For each tag of the requested devices: available licences ≥ requested + already active.
 * Tags without a licence type have 0 licences.
 */
function checkLicences(db: Database, organizationId: number, devices: Device[]): void {
    const available = licencesOf(db, organizationId);
    const requested = new Map<string, number>();
    for (const device of devices) {
        for (const tag of device.tags) requested.set(tag, (requested.get(tag) ?? 0) + 1);
    }
    for (const [tag, count] of requested) {
        const type = LICENCE_TYPE_OF_TAG[tag];
        const licences = type === undefined ? 0 : (available[type] ?? 0);
        if (licences < count + countEnabledWithTag(db, organizationId, tag)) {
            throw badRequest('Not enough licences');
        }
    }
}

type ActivationRequest = { Params: { option: string }; Body: ActivationBody };

/** The option of the URL, and who may use it: checked before the body. */
async function checkOption(request: FastifyRequest<ActivationRequest>): Promise<void> {
    const option = request.params.option as ActivationOption;
    if (!ACTIVATION_OPTIONS.includes(option)) {
        throw badRequest(
            `Unknown activation option ${option}; expected ${ACTIVATION_OPTIONS.join(', ')}`,
        );
    }
    if (option === 'AS_ADMIN') requireSystemAdmin(request, 'activate devices as admin');
}

export function deviceActivationRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.put<ActivationRequest>(
            '/devices/activation/:option',
            { preValidation: [adminScoped(db), checkOption], schema: { body: ActivationBody } },
            async request => {
                const option = request.params.option as ActivationOption;
                const { body } = request;
                if (
                    body.activationOption !== undefined &&
                    body.activationOption !== null &&
                    body.activationOption !== option
                ) {
                    throw badRequest('activationOption in the body does not match the URL');
                }
                const ids = [...new Set(body.devices)];
                const devices = findDevicesByIds(db, request.organizationId, ids);
                const found = new Set(devices.map(device => device.id));
                const missing = ids.filter(id => !found.has(id));
                if (missing.length) {
                    const message = `Device ${missing[0]} not found`;
                    throw missingRecord(db, request, 'devices', missing, message);
                }

                const enable = option !== 'NO_ACTIVATION';
                const wrongState = devices.find(device => device.isEnabled === enable);
                if (wrongState) {
                    throw badRequest(
                        `Device ${wrongState.id} is ${enable ? 'already enabled' : 'not enabled'}`,
                    );
                }
                db.transaction(() => {
                    if (option === 'BY_LICENCE') checkLicences(db, request.organizationId, devices);
                    setDevicesEnabled(db, ids, enable);
                })();
                return findDevicesByIds(db, request.organizationId, ids);
            },
        );
    };
}

import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
    DataSharingBody,
    DataSharingDryRunBody,
    HttpTarget,
    MqttTarget,
} from '../../resources/dataSharing/schema.ts';
import type { DataSharing } from '../db/dataSharings.ts';
import type { StoredRecord } from '../db/schemaTable.ts';
import { runScript, scriptFailureMessage } from '../scripts/runScript.ts';
import { SAMPLE_UPLINK } from '../scripts/sampleUplink.ts';
import { adminScoped } from './adminScope.ts';
import type { CollectionHooks } from './declaredCollection.ts';
import { checkSupportedType } from './deviceFields.ts';
import { badRequest } from './errors.ts';
import { checkBody } from './schemaValidation.ts';
import { parseScript } from './scriptField.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A whole record from a checked body: the target by its protocol's schema (an HTTP sharing's
 * headers and address, an MQTT sharing's broker settings), the device type against the
 * catalogue, the script's syntax.
 */
async function sharingOf(body: DataSharingBody): Promise<Omit<DataSharing, 'id'>> {
    const deviceDetails = checkSupportedType(body.deviceDetails);
    const address = body.address ?? '';
    let headers: Record<string, string> = {};
    let mqttConfig: DataSharing['mqttConfig'] = null;
    if (body.protocol === 'HTTP') {
        const target = checkBody<HttpTarget>(HttpTarget, { headers: body.headers, address });
        const given = isObject(target.headers) ? target.headers : {};
        headers = Object.fromEntries(
            Object.entries(given).map(([key, value]) => [key.trim(), String(value)]),
        );
    } else {
        const { mqttConfig: given } = checkBody<MqttTarget>(MqttTarget, {
            mqttConfig: isObject(body.mqttConfig) ? body.mqttConfig : {},
        });
        mqttConfig = {
            userName: given.userName ?? given.username ?? '',
            password: given.password ?? '',
            topic: given.topic ?? '',
        };
    }
    return {
        name: body.name,
        protocol: body.protocol,
        deviceDetails,
        headers,
        mqttConfig,
        address,
        error: body.error ?? false,
        script: await parseScript(body.script),
    };
}

/**
 * The rules of data sharings that their declaration cannot say (the collection is served by
 * declaration, sandbox/api/declaredCollection.ts, decision 0068): a sharing is stored whole from
 * a checked body (sharingOf); a new one starts active; an update is laid over the stored record
 * and checked whole again, and `error` (deactivated) is set as sent: false activates a
 * deactivated sharing again (the detail page's "Activate again"); left out, the stored flag
 * stays (the console sends only what the user changed).
 */
export function dataSharingHooks(): CollectionHooks<DataSharing & StoredRecord> {
    return {
        async checkCreate(body) {
            return { ...(await sharingOf(body as DataSharingBody)), error: false };
        },
        async checkUpdate(stored, body) {
            const given = Object.fromEntries(
                Object.entries(body).filter(([, value]) => value !== undefined),
            );
            const merged = checkBody<DataSharingBody>(DataSharingBody, { ...stored, ...given });
            const sharing = await sharingOf(merged);
            return { ...sharing, error: body.error === undefined ? stored.error : sharing.error };
        },
    };
}

/** A script's dry run on a sample uplink, a call of its own. */
export function dataSharingDryRunRoutes(db: Database) {
    return async function register(app: FastifyInstance): Promise<void> {
        app.post<{ Body: DataSharingDryRunBody }>(
            '/sharing/dryrun',
            { preValidation: adminScoped(db), schema: { body: DataSharingDryRunBody } },
            async request => {
                const { script } = request.body;
                const outcome = await runScript({
                    source: script,
                    call: 'process',
                    args: [SAMPLE_UPLINK],
                });
                if (!outcome.ok) throw badRequest(scriptFailureMessage(outcome));
                return { data: { result: outcome.result } };
            },
        );
    };
}

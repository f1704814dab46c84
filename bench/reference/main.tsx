/**
 * The bench's reference: a bare react-admin app as its documentation builds one, over the same
 * sandbox API as the console. One List with a Datagrid and a SearchInput per collection, 25 rows
 * a page like the console's lists. The API returns whole collections, so its dataProvider
 * downloads each collection once and then filters, sorts (a plain comparator) and pages it in
 * memory. The bench hands it the access token (`?token=` before the hash) and the organization
 * (`&organization=`).
 */
import { createRoot } from 'react-dom/client';
import {
    Admin,
    Datagrid,
    DateField,
    List,
    NumberField,
    BooleanField,
    Resource,
    SearchInput,
    TextField,
    type DataProvider,
    type RaRecord,
} from 'react-admin';

const query = new URLSearchParams(window.location.search);
const token = query.get('token') ?? '';
const organization = query.get('organization') ?? '1';

const ENDPOINTS: Record<string, string> = {
    devices: '/api/devices',
    alarms: '/api/alarming/alarms',
};
const SEARCHED: Record<string, string[]> = {
    devices: ['name', 'deviceId'],
    alarms: ['title', 'description'],
};

const downloads = new Map<string, Promise<RaRecord[]>>();

const download = (resource: string) => {
    let found = downloads.get(resource);
    if (!found) {
        found = fetch(`${ENDPOINTS[resource]}?size=1000000`, {
            headers: { Authorization: `Bearer ${token}`, 'X-Organization-Id': organization },
        }).then(response => {
            if (!response.ok) throw new Error(`${resource}: ${response.status}`);
            return response.json() as Promise<RaRecord[]>;
        });
        downloads.set(resource, found);
    }
    return found;
};

const unsupported = () => Promise.reject(new Error('The reference only lists'));

const dataProvider: DataProvider = {
    getList: async (resource, { filter, sort, pagination }) => {
        const records = await download(resource);
        const needle = String(filter?.q ?? '').toLowerCase();
        const matching = needle
            ? records.filter(record =>
                  SEARCHED[resource]!.some(field =>
                      String(record[field] ?? '')
                          .toLowerCase()
                          .includes(needle),
                  ),
              )
            : records;
        const field = sort?.field ?? 'id';
        const direction = sort?.order === 'DESC' ? -1 : 1;
        const sorted = [...matching].sort((a, b) =>
            a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0,
        );
        const { page = 1, perPage = 25 } = pagination ?? {};
        return {
            data: sorted.slice((page - 1) * perPage, page * perPage) as never[],
            total: sorted.length,
        };
    },
    getOne: unsupported,
    getMany: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const DeviceList = () => (
    <List filters={filters} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" />
            <TextField source="deviceId" />
            <NumberField source="integrationId" />
            <BooleanField source="isEnabled" />
            <DateField source="lastSeen" showTime />
        </Datagrid>
    </List>
);

const AlarmList = () => (
    <List filters={filters} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="timestamp" showTime />
            <TextField source="type" />
            <TextField source="title" />
            <TextField source="description" />
            <TextField source="state" />
        </Datagrid>
    </List>
);

createRoot(document.getElementById('root')!).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
        <Resource name="devices" list={DeviceList} />
        <Resource name="alarms" list={AlarmList} />
    </Admin>,
);

/**
 * /alarming/custom-alarms: device (its name), title, description and alarm type; remove
 * (admins) and Add (admins); a row opens the custom alarm.
 */
import { DataTable, List } from 'react-admin';
import { AddToolbar } from '../../src/resource/AddToolbar';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { AlarmTypeText } from './AlarmTypeText';
import { DeviceName } from './DeviceName';
import { customAlarmEditPath, customAlarmPaths } from './paths';

export const CustomAlarmList = () => (
    <List
        resource="customAlarms"
        actions={<AddToolbar resource="customAlarms" to={customAlarmPaths.add} />}
        sort={{ field: 'title', order: 'ASC' }}
        perPage={25}
        queryOptions={{ onError: () => undefined }}
    >
        <DataTable rowClick={id => customAlarmEditPath(id)} bulkActionButtons={false}>
            <DataTable.Col source="monitorId" disableSort>
                <DeviceName />
            </DataTable.Col>
            <DataTable.Col source="title" />
            <DataTable.Col source="description" />
            <DataTable.Col source="alarmType">
                <AlarmTypeText />
            </DataTable.Col>
            <DataTable.Col label="app.action.actions" align="right" disableSort>
                <RemoveButton />
            </DataTable.Col>
        </DataTable>
    </List>
);

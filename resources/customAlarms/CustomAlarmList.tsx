/**
 * /alarming/custom-alarms: a search, device (its name), title, description and alarm type;
 * remove (admins) and Add (admins); a row opens the custom alarm.
 */
import { DataTable } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { AlarmTypeText } from './AlarmTypeText';
import { DeviceName } from './DeviceName';
import { customAlarmEditPath, customAlarmPaths } from './paths';

export const CustomAlarmList = () => (
    <ListPage
        resource="customAlarms"
        sort={{ field: 'title', order: 'ASC' }}
        add={addAction(customAlarmPaths.add)}
        rowPath={customAlarmEditPath}
    >
        <DataTable.Col source="monitorId" disableSort>
            <DeviceName />
        </DataTable.Col>
        <LinkColumn source="title" />
        <DataTable.Col source="description" />
        <DataTable.Col source="alarmType">
            <AlarmTypeText />
        </DataTable.Col>
    </ListPage>
);

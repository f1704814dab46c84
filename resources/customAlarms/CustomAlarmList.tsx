/**
 * /alarming/custom-alarms: a search, device (its name), title, description and alarm type;
 * remove (admins) and Add (admins); a row opens the custom alarm.
 */
import { DataTable, List } from 'react-admin';
import { addAction, ListActions } from '../../src/resource/ListActions';
import { ListEmpty } from '../../src/resource/ListEmpty';
import { RemoveButton } from '../../src/resource/RemoveButton';
import { useSearchFilter } from '../../src/resource/useSearchFilter';
import { AlarmTypeText } from './AlarmTypeText';
import { DeviceName } from './DeviceName';
import { customAlarmEditPath, customAlarmPaths } from './paths';

const ADD = addAction(customAlarmPaths.add);

export const CustomAlarmList = () => {
    const search = useSearchFilter();
    return (
        <List
            resource="customAlarms"
            actions={<ListActions actions={[ADD]} />}
            filters={[search]}
            sort={{ field: 'title', order: 'ASC' }}
            perPage={25}
            empty={false}
            queryOptions={{ onError: () => undefined }}
        >
            <DataTable
                rowClick={id => customAlarmEditPath(id)}
                bulkActionButtons={false}
                empty={<ListEmpty action={ADD} />}
            >
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
};

/** /alarming/custom-alarms/external-alarm?id=: a custom alarm's edit page (PATCH). */
import { customAlarmPaths } from '../paths';
import { EditPage } from '../../../src/crud/EditPage';
import { CustomAlarmForm } from './CustomAlarmForm';

export const CustomAlarmEdit = () => (
    <EditPage resource="customAlarms" listPath={customAlarmPaths.list}>
        <CustomAlarmForm />
    </EditPage>
);

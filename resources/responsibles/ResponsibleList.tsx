/**
 * /alarming/responsibles: a search, a filter "On duty now", name, email and whether the person is
 * on duty now (./onDuty.ts), a remove action per row and an Add button.
 */
import { DataTable } from 'react-admin';
import { addAction } from '../../src/crud/ListActions';
import { FilterSelectInput as SelectInput } from '../../src/crud/listControls';
import { ListPage } from '../../src/crud/ListPage';
import { LinkColumn } from '../../src/crud/RowLink';
import { ON_DUTY_FILTER } from './onDuty';
import { OnDutyCell } from './OnDutyChip';
import { RESPONSIBLE_PATHS, responsibleEditPath } from './paths';

const DUTY_CHOICES = [
    { id: ON_DUTY_FILTER.on, name: 'duty.filter.on' },
    { id: ON_DUTY_FILTER.off, name: 'duty.filter.off' },
];

const FILTERS = [
    <SelectInput
        key="onDuty"
        source="onDuty"
        label="duty.filter.label"
        choices={DUTY_CHOICES}
        alwaysOn
        sx={{ minWidth: 170 }}
    />,
];

const TIME_FILTERS = ['onDuty'] as const;

export const ResponsibleList = () => (
    <ListPage
        resource="responsibles"
        sort={{ field: 'name', order: 'ASC' }}
        add={addAction(RESPONSIBLE_PATHS.add)}
        rowPath={responsibleEditPath}
        filters={FILTERS}
        timeFilters={TIME_FILTERS}
    >
        <LinkColumn source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col label="duty.column" disableSort>
            <OnDutyCell />
        </DataTable.Col>
    </ListPage>
);

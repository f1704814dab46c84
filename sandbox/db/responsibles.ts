import type { Database } from 'better-sqlite3';
import type { TableModule } from './table.ts';
import type { PlanAlarmType } from '../../resources/alarms/types.ts';
import type {
    DayTime as ServiceTime,
    Plan,
    Responsible,
    Weekday,
} from '../../resources/responsibles/types.ts';

export type { Plan, PlanAlarmType, Responsible, ServiceTime, Weekday };

export const WEEKDAYS = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
] as const satisfies readonly Weekday[];
/** Types a responsible's plan can hold. */
export const PLAN_ALARM_TYPES = ['FAILURE', 'WARNING'] as const satisfies readonly PlanAlarmType[];

/** The last millisecond of a day: a plan's end may be at most this. */
export const END_OF_DAY = 86_399_999;

export type ResponsibleInput = Omit<Responsible, 'id'>;

const HOUR = 3_600_000;

/** The same service time on every weekday, or (weekdays only) none on Saturday and Sunday. */
function everyDay(start: number, end: number, weekendsOff = false): Record<Weekday, ServiceTime> {
    return Object.fromEntries(
        WEEKDAYS.map(day => [
            day,
            weekendsOff && (day === 'saturday' || day === 'sunday')
                ? { start: 0, end: 0 }
                : { start, end },
        ]),
    ) as Record<Weekday, ServiceTime>;
}

/** The specification's default plan: FAILURE, the whole day, every weekday. */
export const defaultPlan = (id: number): Plan => ({
    id,
    alarmTypes: ['FAILURE'],
    time: everyDay(0, END_OF_DAY),
});

const SEED: Responsible[] = [
    {
        id: 1,
        name: 'Anna Keller',
        email: 'anna.keller@musterstadt.example',
        organizationId: 1,
        plans: [defaultPlan(1)],
    },
    {
        id: 2,
        name: 'Marco Rossi',
        email: 'marco.rossi@musterstadt.example',
        organizationId: 1,
        plans: [
            {
                id: 101,
                alarmTypes: ['FAILURE', 'WARNING'],
                time: everyDay(7 * HOUR, 19 * HOUR, true),
            },
        ],
    },
    {
        id: 3,
        name: 'Giulia Bianchi',
        email: 'giulia.bianchi@lagoverde.example',
        organizationId: 2,
        plans: [defaultPlan(2)],
    },
];

export const responsiblesTable: TableModule = {
    name: 'responsibles',
    schema: `
    CREATE TABLE responsibles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      organizationId INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      plans TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX responsibles_organization ON responsibles (organizationId);`,
    seed(db) {
        for (const responsible of SEED) insertResponsible(db, responsible, responsible.id);
    },
};

function insertResponsible(
    db: Database,
    responsible: ResponsibleInput,
    id: number | null = null,
): Responsible {
    const { lastInsertRowid } = db
        .prepare(
            `INSERT INTO responsibles (id, organizationId, name, email, plans)
             VALUES (@id, @organizationId, @name, @email, @plans)`,
        )
        .run({
            id,
            organizationId: responsible.organizationId,
            name: responsible.name,
            email: responsible.email,
            plans: JSON.stringify(responsible.plans),
        });
    return { ...responsible, id: Number(lastInsertRowid) };
}

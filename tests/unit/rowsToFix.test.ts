/**
 * "Download the rows to fix" (issue 42, point 5): the registration file's bad rows as they came,
 * under its own header and separator, with the reason in the user's language in a last column,
 * inert; chosen again once fixed, the file reads as the original (the reason column dropped, the
 * writer's apostrophes taken off) and registers. And a bulk run's failed records with the list's
 * export columns and the reason.
 */
import { describe, expect, it } from 'vitest';
import { parseCsvText } from '../../resources/devices/registration/parseCsv';
import { isReasonColumn } from '../../resources/devices/registration/reasonColumn';
import {
    checkRegistration,
    registrationBody,
    type RegistrationContext,
} from '../../resources/devices/registration/registrationRows';
import {
    hasRowsToFix,
    registrationReason,
    registrationRowsToFix,
    rowsToFixFileName,
} from '../../resources/devices/registration/rowsToFix';
import { BOM } from '../../src/export/csv';
import { failedRecordsCsv, rowsToFixCells } from '../../src/export/rowsToFix';
import { translated, type Locale } from './shownMessage';

const TYPES = [{ vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' }];

const CONTEXT: RegistrationContext = {
    integrationType: 'CHIRPSTACK_V4',
    knownDeviceIds: new Set(['70b3d57ed0000111']),
    deviceTypes: TYPES,
    serviceIds: new Set(['101']),
};

const translate = (locale: Locale) => (key: string, args?: Record<string, unknown>) =>
    translated(key, args, locale);

/** The rows to fix of a file's text, in a language. */
const rowsToFixOf = (text: string, locale: Locale = 'en') => {
    const parsed = parseCsvText(text);
    const check = checkRegistration(parsed, CONTEXT);
    return registrationRowsToFix(
        parsed,
        check,
        registrationReason(translate(locale)),
        translated('rowsToFix.reason', {}, locale),
    );
};

/** The lines of a CSV text the writer made: the BOM off, split at its CRLF line ends. */
const linesOf = (csv: string) => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    return csv.slice(1, -2).split('\r\n');
};

/** An extra column the page does not know, a blank line and three rows, two of them bad. */
const FILE = [
    'Note;name;deviceId;vendor;deviceType;firmware;location;updateInterval',
    'first;Lamp A;70B3D57ED0000A01;Schréder;Owlet IoT;3.0;"Main street; north";3600',
    '',
    'second;Lamp B;12345;Schréder;Owlet IoT;3.0;-33.87, 151.21;30',
    'third;=Lamp C;70B3D57ED0000111;Schréder;Owlet IoT;3.0;;',
].join('\r\n');

describe('the rows to fix of a registration file', () => {
    it('keeps the header and the cells of the bad rows as they were, in order, with the reason last', () => {
        const lines = linesOf(rowsToFixOf(FILE));
        expect(lines).toEqual([
            'Note;name;deviceId;vendor;deviceType;firmware;location;updateInterval;Reason',
            // Line 4 of the file: the blank line counts.
            // The reason holds the separator: quoted.
            'second;Lamp B;12345;Schréder;Owlet IoT;3.0;\'-33.87, 151.21;30;"Line 4: deviceId 12345 is not a DevEUI of 16 hex digits; updateInterval: Minimum 60 seconds (or 0)"',
            "third;'=Lamp C;70B3D57ED0000111;Schréder;Owlet IoT;3.0;;;Line 5: deviceId 70B3D57ED0000111 is already registered",
        ]);
    });

    it('writes the reasons and their header in the user’s language', () => {
        expect(linesOf(rowsToFixOf(FILE, 'de'))[0]).toMatch(/;Grund$/);
        expect(linesOf(rowsToFixOf(FILE, 'de'))[2]).toMatch(
            /;Zeile 5: deviceId 70B3D57ED0000111 ist bereits registriert$/,
        );
        expect(linesOf(rowsToFixOf(FILE, 'it'))[0]).toMatch(/;Motivo$/);
        expect(linesOf(rowsToFixOf(FILE, 'it'))[1]).toMatch(
            /;"Riga 4: deviceId 12345 non è un DevEUI/,
        );
    });

    it('separates as the file did: , stays , and a value with a comma is quoted', () => {
        const lines = linesOf(
            rowsToFixOf(
                [
                    'name,deviceId,vendor,deviceType,firmware,location',
                    'Lamp,bad,Schréder,Owlet IoT,3.0,"47.37, 8.54"',
                ].join('\n'),
            ),
        );
        expect(lines).toEqual([
            'name,deviceId,vendor,deviceType,firmware,location,Reason',
            'Lamp,bad,Schréder,Owlet IoT,3.0,"47.37, 8.54",Line 2: deviceId bad is not a DevEUI of 16 hex digits',
        ]);
    });

    it('writes a file whose sep= line named a tab with , and without that line', () => {
        const lines = linesOf(
            rowsToFixOf(
                [
                    'sep=\t',
                    'name\tdeviceId\tvendor\tdeviceType\tfirmware',
                    'Lamp\tbad\tSchréder\tOwlet IoT\t3.0',
                ].join('\n'),
            ),
        );
        expect(lines[0]).toBe('name,deviceId,vendor,deviceType,firmware,Reason');
        // The sep= line was line 1: the row is line 3 of the file.
        expect(lines[1]).toMatch(/^Lamp,bad,Schréder,Owlet IoT,3.0,Line 3: /);
    });

    it('drops nothing of a row with more values than the header: the extra one comes after the reason', () => {
        const lines = linesOf(
            rowsToFixOf(
                [
                    'name,deviceId,vendor,deviceType,firmware',
                    'Lamp, north,70B3D57ED0000A02,Schréder,Owlet IoT,3.0',
                ].join('\n'),
            ),
        );
        expect(lines[1]).toBe(
            'Lamp, north,70B3D57ED0000A02,Schréder,Owlet IoT,Line 2: More values than the 5 columns of the first row: put a value that contains the separator in double quotes,3.0',
        );
    });

    it('fills a short row with empty cells up to the header, so the reason stays in its column', () => {
        expect(
            rowsToFixCells(['a', 'b', 'c'], [{ cells: ['1'], reason: 'why' }], 'Reason'),
        ).toEqual([
            ['a', 'b', 'c', 'Reason'],
            ['1', '', '', 'why'],
        ]);
    });

    it('is offered only when rows have problems and the file itself can be read', () => {
        const check = (text: string) => checkRegistration(parseCsvText(text), CONTEXT);
        expect(hasRowsToFix(check(FILE))).toBe(true);
        expect(
            hasRowsToFix(
                check(
                    'name,deviceId,vendor,deviceType,firmware\nLamp,70B3D57ED0000A03,Schréder,Owlet IoT,3.0',
                ),
            ),
        ).toBe(false);
        // A quote that does not close: the file is to be fixed as a whole.
        expect(
            hasRowsToFix(check('name,deviceId,vendor,deviceType,firmware\n"Lamp,bad,x,y,z')),
        ).toBe(false);
    });

    it('is named after the chosen file, in the user’s language', () => {
        expect(rowsToFixFileName(translate('en'), 'lamps.CSV')).toBe('lamps - rows to fix');
        expect(rowsToFixFileName(translate('de'), 'lampen.csv')).toBe(
            'lampen - zu korrigierende Zeilen',
        );
    });
});

describe('a rows-to-fix file chosen again', () => {
    it('reads as the original once fixed: the reason column dropped, the apostrophes taken off', () => {
        const fixed = rowsToFixOf(FILE, 'de')
            .replace(';12345;', ';70B3D57ED0000A04;')
            .replace(';30;', ';60;')
            .replace(';70B3D57ED0000111;', ';70B3D57ED0000A05;');
        const parsed = parseCsvText(fixed);
        expect(parsed.header).toEqual([
            'Note',
            'name',
            'deviceId',
            'vendor',
            'deviceType',
            'firmware',
            'location',
            'updateInterval',
        ]);
        const check = checkRegistration(parsed, CONTEXT);
        expect(check.ignoredColumns).toEqual(['Note']);
        expect(check.badRows).toBe(0);
        expect(registrationBody(7, check.rows, TYPES).devices).toEqual([
            {
                name: 'Lamp B',
                deviceId: '70B3D57ED0000A04',
                details: TYPES[0],
                location: '-33.87, 151.21',
                updateInterval: 60,
            },
            {
                name: '=Lamp C',
                deviceId: '70B3D57ED0000A05',
                details: TYPES[0],
            },
        ]);
    });

    it('recognises the reason column in every language of the console, case and spaces aside', () => {
        for (const header of ['Reason', 'Grund', 'Motivo', ' reason ', 'GRUND']) {
            expect(isReasonColumn(header)).toBe(true);
        }
        expect(isReasonColumn('Reasons')).toBe(false);
        expect(isReasonColumn('name')).toBe(false);
    });

    it('leaves an apostrophe that is not the writer’s', () => {
        const parsed = parseCsvText("name,location\n'Lamp,'quoted\n'=x,'' -1");
        expect(parsed.rows).toEqual([
            ["'Lamp", "'quoted"],
            ['=x', "'' -1"],
        ]);
    });
});

describe('the failed records of a bulk run', () => {
    const columns = [
        { id: 'name', label: 'Name', value: (device: { name: string }) => device.name },
        {
            id: 'deviceId',
            label: 'Device ID',
            value: (device: { deviceId?: string }) => device.deviceId,
        },
    ];

    it('are written with the list’s export columns and the reason, inert, with the locale’s separator', async () => {
        const csv = await failedRecordsCsv(
            [
                { record: { name: 'Lamp; one', deviceId: 'A1' }, reason: 'Device is locked' },
                {
                    record: { name: '@Lamp two' },
                    reason: 'Nicht genügend Lizenzen für Beleuchtung.',
                },
            ],
            columns,
            'Grund',
            ';',
        );
        expect(linesOf(csv)).toEqual([
            'Name;Device ID;Grund',
            '"Lamp; one";A1;Device is locked',
            "'@Lamp two;;Nicht genügend Lizenzen für Beleuchtung.",
        ]);
    });
});

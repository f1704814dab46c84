import { describe, expect, it } from 'vitest';
import { columnOf, templateCsv } from '../../resources/devices/registration/csvColumns';
import { readCsvBytes, parseCsvText } from '../../resources/devices/registration/parseCsv';
import { translated } from './shownMessage';
import {
    checkRegistration,
    registrationBody,
    type RegistrationContext,
} from '../../resources/devices/registration/registrationRows';

const TYPES = [
    { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
    { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' },
];

const context = (overrides: Partial<RegistrationContext> = {}): RegistrationContext => ({
    integrationType: 'CHIRPSTACK_V4',
    knownDeviceIds: new Set(['70b3d57ed0000111']),
    deviceTypes: TYPES,
    serviceIds: new Set(['101', '103']),
    ...overrides,
});

const HEADER =
    'name,deviceId,vendor,deviceType,firmware,description,tag,serviceId,location,updateInterval';

const check = (text: string, overrides?: Partial<RegistrationContext>) =>
    checkRegistration(parseCsvText(text), context(overrides));

const codes = (text: string, overrides?: Partial<RegistrationContext>) =>
    check(text, overrides).rows.map(row => row.problems.map(problem => problem.code));

describe('CSV parsing', () => {
    it('reads a comma-separated file with its header', () => {
        const parsed = parseCsvText(
            `${HEADER}\r\nLamp 1,70B3D57ED0009001,Schréder,Owlet IoT,3.0,,lighting,101,,3600\r\n`,
        );
        expect(parsed.delimiter).toBe(',');
        expect(parsed.header[1]).toBe('deviceId');
        expect(parsed.rows[0][0]).toBe('Lamp 1');
    });

    it('detects the ; separator', () => {
        const parsed = parseCsvText(
            'name;deviceId;vendor;deviceType;firmware\nLamp, north;70B3D57ED0009001;Schréder;Owlet IoT;3.0\n',
        );
        expect(parsed.delimiter).toBe(';');
        expect(parsed.rows[0]).toEqual([
            'Lamp, north',
            '70B3D57ED0009001',
            'Schréder',
            'Owlet IoT',
            '3.0',
        ]);
    });

    it('drops a UTF-8 byte order mark', () => {
        const parsed = parseCsvText(
            `\uFEFF${HEADER}\nLamp 1,70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`,
        );
        expect(parsed.header[0]).toBe('name');
        expect(
            check(`\uFEFF${HEADER}\nLamp 1,70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`).badRows,
        ).toBe(0);
    });

    it('keeps quoted separators and line breaks inside a value', () => {
        const parsed = parseCsvText(`name,deviceId\n"Lamp ""A"", north","x\ny"\n`);
        expect(parsed.rows[0]).toEqual(['Lamp "A", north', 'x\ny']);
    });

    it('reports progress up to the end of a large text', () => {
        const lines = Array.from(
            { length: 20000 },
            (_, i) =>
                `Lamp ${i},${`70B3D57E${i.toString(16).padStart(8, '0')}`},Schréder,Owlet IoT,3.0`,
        );
        const shares: number[] = [];
        const parsed = parseCsvText(
            `name,deviceId,vendor,deviceType,firmware\n${lines.join('\n')}`,
            share => shares.push(share),
        );
        expect(parsed.rows).toHaveLength(20000);
        expect(shares.length).toBeGreaterThan(1);
        expect(shares.at(-1)).toBe(1);
    });

    it('maps header cells to columns ignoring case and spaces', () => {
        expect(columnOf(' DEVICEID ')).toBe('deviceId');
        expect(columnOf('UpdateInterval')).toBe('updateInterval');
        expect(columnOf('\uFEFFname')).toBe('name');
        expect(columnOf('colour')).toBeUndefined();
    });
});

describe("Excel's sep= line", () => {
    const ROW = 'Lamp 1;70B3D57ED0009001;Schréder;Owlet IoT;3.0;;lighting;101;;3600';

    it('takes ; from a first line sep=; and does not read that line as the header', () => {
        const text = `sep=;\r\n${HEADER.replaceAll(',', ';')}\r\n${ROW}\r\nLamp 2;70B3D57ED0009002;Schréder;Owlet IoT;3.0\r\n`;
        const parsed = parseCsvText(text);
        expect(parsed.delimiter).toBe(';');
        expect(parsed.header[0]).toBe('name');
        expect(parsed.headerLine).toBe(2);
        const result = checkRegistration(parsed, context());
        expect(result.missingColumns).toEqual([]);
        expect(result.badRows).toBe(0);
        // Lines as the file numbers them: the sep= line is line 1, the header line 2.
        expect(result.rows.map(row => row.line)).toEqual([3, 4]);
    });

    it('takes , from sep=, even when the header has more semicolons than commas', () => {
        const text = `\uFEFFsep=,\n${HEADER}\n"Lamp; north;east",70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`;
        const parsed = parseCsvText(text);
        expect(parsed.delimiter).toBe(',');
        expect(parsed.rows[0][0]).toBe('Lamp; north;east');
        expect(checkRegistration(parsed, context()).badRows).toBe(0);
    });

    it('reads an Excel "CSV (semicolon)" file: Windows-1252 with SEP=; and a repeated separator', () => {
        const text = `SEP=;;;;\r\nname;deviceId;vendor;deviceType;firmware\r\nLampe Straße;70B3D57ED0009001;Schréder;Owlet IoT;3.0\r\n`;
        const bytes = new Uint8Array([...text].map(char => char.charCodeAt(0)));
        const result = checkRegistration(readCsvBytes(bytes), context());
        expect(result.missingColumns).toEqual([]);
        expect(result.rows).toHaveLength(1);
        expect(result.rows[0].values.name).toBe('Lampe Straße');
        expect(result.rows[0].line).toBe(3);
        expect(result.badRows).toBe(0);
    });

    it('counts a quote error on the line of the file', () => {
        const parsed = parseCsvText(`sep=,\n${HEADER}\n"Lamp 1,70B3D57ED0009001\n`);
        expect(parsed.quoteErrorLine).toBe(3);
    });

    it('keeps sep in a first row that is not a sep= line', () => {
        const parsed = parseCsvText(`sep=;name,deviceId\nx,y\n`);
        expect(parsed.headerLine).toBe(1);
        expect(parsed.header[0]).toBe('sep=;name');
    });

    it.each(['en', 'de', 'it'] as const)(
        'says in %s that Windows-1252 (what Excel writes) works, and sep= lines too',
        locale => {
            const help = translated('deviceWizards.register.file_help', { max: 10 }, locale);
            expect(help).toContain('UTF-8');
            expect(help).toContain('UTF-16');
            expect(help).toContain('Windows-1252');
            expect(help).toContain('sep=;');
        },
    );
});

describe('CSV preview checks', () => {
    it('accepts good rows, in any column order and case, and skips blank lines', () => {
        const result = check(
            'FIRMWARE,Vendor,devicetype,DeviceID,Name\n3.0,Schréder,Owlet IoT,70B3D57ED0009001,Lamp 1\n\n ,\n1.2,Milesight,EM300-TH,70b3d57ed0009002,Climate\n',
        );
        expect(result.badRows).toBe(0);
        expect(result.rows.map(row => row.line)).toEqual([2, 5]);
        expect(result.missingColumns).toEqual([]);
    });

    it('marks every row when a required column is missing from the header', () => {
        const result = check(
            'name,deviceId,vendor,deviceType\nLamp 1,70B3D57ED0009001,Schréder,Owlet IoT\n',
        );
        expect(result.missingColumns).toEqual(['firmware']);
        expect(result.rows[0].problems).toContainEqual({
            code: 'missing_column',
            column: 'firmware',
        });
        expect(result.badRows).toBe(1);
    });

    it('names unknown columns as ignored', () => {
        expect(check(`${HEADER},colour\n`).ignoredColumns).toEqual(['colour']);
    });

    it('marks a missing value', () => {
        expect(
            check(`${HEADER}\n,70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`).rows[0].problems,
        ).toEqual([{ code: 'missing_value', column: 'name' }]);
        expect(codes(`${HEADER}\nLamp,70B3D57ED0009001,Schréder,Owlet IoT, \n`)).toEqual([
            ['missing_value'],
        ]);
    });

    it('marks every row of a deviceId the file has twice (ignoring case), naming the other line', () => {
        const result = check(
            `${HEADER}\nA,70B3D57ED0009001,Schréder,Owlet IoT,3.0\nB,70B3D57ED0009002,Schréder,Owlet IoT,3.0\nC,70b3d57ed0009001,Schréder,Owlet IoT,3.0\n`,
        );
        expect(result.badRows).toBe(2);
        expect(result.rows[0].problems).toEqual([
            { code: 'duplicate_device_id', column: 'deviceId', value: '4' },
        ]);
        expect(result.rows[2].problems).toEqual([
            { code: 'duplicate_device_id', column: 'deviceId', value: '2' },
        ]);
        expect(result.rows[1].problems).toEqual([]);
    });

    it('marks a deviceId the organization already has', () => {
        expect(codes(`${HEADER}\nA,70B3D57ED0000111,Schréder,Owlet IoT,3.0\n`)).toEqual([
            ['known_device_id'],
        ]);
    });

    it('wants 16 hex digits for LoRaWAN integrations', () => {
        for (const type of ['SWISSCOM', 'CHIRPSTACK_V3', 'CHIRPSTACK_V4', 'DIGIMONDO', 'ELEMENT']) {
            expect(
                codes(
                    `${HEADER}\nA,70B3D57ED000900,Schréder,Owlet IoT,3.0\nB,70B3D57ED000900G,Schréder,Owlet IoT,3.0\nC,70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`,
                    { integrationType: type },
                ),
            ).toEqual([['device_id_not_deveui'], ['device_id_not_deveui'], []]);
        }
    });

    it('wants 1 to 64 letters, digits, - _ : . for other integrations', () => {
        const long = 'x'.repeat(65);
        expect(
            codes(
                `${HEADER}\nA,ws-01_a:b.c,Milesight,EM300-TH,1.2\nB,ws 01,Milesight,EM300-TH,1.2\nC,${long},Milesight,EM300-TH,1.2\nD,wä,Milesight,EM300-TH,1.2\n`,
                { integrationType: 'MQTT' },
            ),
        ).toEqual([[], ['malformed_device_id'], ['malformed_device_id'], ['malformed_device_id']]);
    });

    it('allows only the functions of the integration (spec section 9)', () => {
        const file = `${HEADER}\nA,ws-01,Milesight,EM300-TH,1.2,,lighting\nB,ws-02,Milesight,EM300-TH,1.2,,Environment\nC,ws-03,Milesight,EM300-TH,1.2,,colour\n`;
        expect(codes(file, { integrationType: 'REST' })).toEqual([
            ['tag_not_allowed'],
            [],
            ['tag_not_allowed'],
        ]);
        expect(codes(file, { integrationType: 'MQTT' })).toEqual([[], [], ['tag_not_allowed']]);
    });

    it('wants updateInterval as digits, 0 or at least 60', () => {
        const file = `${HEADER}\nA,ws-01,Milesight,EM300-TH,1.2,,,,,abc\nB,ws-02,Milesight,EM300-TH,1.2,,,,,-5\nC,ws-03,Milesight,EM300-TH,1.2,,,,,59\nD,ws-04,Milesight,EM300-TH,1.2,,,,,1\nE,ws-05,Milesight,EM300-TH,1.2,,,,,0\nF,ws-06,Milesight,EM300-TH,1.2,,,,,60\n`;
        expect(codes(file, { integrationType: 'MQTT' })).toEqual([
            ['update_interval_digits'],
            ['update_interval_digits'],
            ['update_interval_minimum'],
            ['update_interval_minimum'],
            [],
            [],
        ]);
    });

    it('wants a supported vendor / device type / firmware', () => {
        const result = check(
            `${HEADER}\nA,70B3D57ED0009001,Schréder,Owlet IoT,9.9\nB,70B3D57ED0009002,schréder,OWLET IOT,3.0\n`,
        );
        expect(result.rows[0].problems).toEqual([
            {
                code: 'unsupported_device_type',
                column: 'deviceType',
                value: 'Schréder / Owlet IoT / 9.9',
            },
        ]);
        expect(result.rows[1].problems).toEqual([]);
    });

    it('wants a serviceId of the organization', () => {
        expect(
            codes(
                `${HEADER}\nA,70B3D57ED0009001,Schréder,Owlet IoT,3.0,,,201\nB,70B3D57ED0009002,Schréder,Owlet IoT,3.0,,,103\n`,
            ),
        ).toEqual([['unknown_service'], []]);
    });

    it('lists every problem of a row', () => {
        expect(codes(`${HEADER}\n,70B3D57ED0000111,Acme,X,1,,traffic,999,,30\n`)[0].sort()).toEqual(
            [
                'known_device_id',
                'missing_value',
                'unknown_service',
                'unsupported_device_type',
                'update_interval_minimum',
            ],
        );
    });
});

describe('registration body', () => {
    it('sends the good rows with the supported spelling of their type', () => {
        const result = check(
            `${HEADER}\nLamp 1,70B3D57ED0009001,schréder,owlet iot,3.0,North side,Lighting,101,Bahnhofstraße 1,3600\nLamp 2,70B3D57ED0009002,Schréder,Owlet IoT,3.0\n`,
        );
        expect(registrationBody(7, result.rows, TYPES)).toEqual({
            integrationId: 7,
            updateExisting: false,
            devices: [
                {
                    name: 'Lamp 1',
                    deviceId: '70B3D57ED0009001',
                    description: 'North side',
                    details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
                    tags: ['lighting'],
                    mapping: 101,
                    location: 'Bahnhofstraße 1',
                    updateInterval: 3600,
                },
                {
                    name: 'Lamp 2',
                    deviceId: '70B3D57ED0009002',
                    details: { vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' },
                },
            ],
        });
    });

    it('gives a template whose example row passes the checks', () => {
        const result = check(templateCsv(TYPES[0], '70B3D57ED0001234'), { serviceIds: new Set() });
        expect(result.missingColumns).toEqual([]);
        expect(result.rows).toHaveLength(1);
        expect(result.badRows).toBe(0);
    });

    it('checks 100,000 rows', () => {
        const lines = Array.from(
            { length: 100_000 },
            (_, i) =>
                `Lamp ${i},${`70B3D57E${i.toString(16).padStart(8, '0')}`},Schréder,Owlet IoT,3.0,,lighting,101,,3600`,
        );
        const result = check(`${HEADER}\n${lines.join('\n')}\n`);
        expect(result.rows).toHaveLength(100_000);
        expect(result.badRows).toBe(0);
    });
});

describe('CSV lengths', () => {
    it('marks a name over 128 characters', () => {
        const result = checkRegistration(
            parseCsvText(`${HEADER}\n${'n'.repeat(129)},70B3D57ED0009001,Schréder,Owlet IoT,3.0\n`),
            context(),
        );
        expect(result.rows[0].problems).toEqual([
            { code: 'too_long', column: 'name', value: '128' },
        ]);
    });
});

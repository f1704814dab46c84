/**
 * Diagnosis messages (product specification section 3): {timestamp, value} from the API, or
 * {value, time: {epochSecond}} in the other shape; value is a JSON text. Normalised to one shape,
 * newest first.
 */

export interface RawDiagnosisMessage {
    timestamp?: number | string | null;
    time?: { epochSecond?: number; nano?: number } | null;
    value?: unknown;
}

export interface DiagnosisMessage {
    /** Epoch milliseconds, or null when the message carries no time. */
    time: number | null;
    /** The value as indented JSON (or as sent, when it is not JSON). */
    value: string;
}

const timestampOf = (timestamp: RawDiagnosisMessage['timestamp']): number | null => {
    if (typeof timestamp === 'number') return Number.isFinite(timestamp) ? timestamp : null;
    if (typeof timestamp === 'string' && timestamp.trim() !== '') {
        const asNumber = Number(timestamp);
        if (Number.isFinite(asNumber)) return asNumber;
        const parsed = Date.parse(timestamp);
        return Number.isNaN(parsed) ? null : parsed;
    }
    return null;
};

export const messageTime = (message: RawDiagnosisMessage): number | null => {
    const fromTimestamp = timestampOf(message.timestamp);
    if (fromTimestamp !== null) return fromTimestamp;
    const seconds = message.time?.epochSecond;
    if (typeof seconds === 'number' && Number.isFinite(seconds)) {
        return seconds * 1000 + Math.floor((message.time?.nano ?? 0) / 1_000_000);
    }
    return null;
};

export const formatMessageValue = (value: unknown): string => {
    if (value == null) return '';
    if (typeof value === 'string') {
        try {
            return JSON.stringify(JSON.parse(value), null, 2);
        } catch {
            return value;
        }
    }
    return JSON.stringify(value, null, 2);
};

export const normalizeDiagnosis = (raw: unknown): DiagnosisMessage[] => {
    if (!Array.isArray(raw)) return [];
    return raw
        .filter(
            (message): message is RawDiagnosisMessage => !!message && typeof message === 'object',
        )
        .map(message => ({ time: messageTime(message), value: formatMessageValue(message.value) }))
        .sort((a, b) => {
            if (a.time === b.time) return 0;
            if (a.time === null) return 1;
            if (b.time === null) return -1;
            return b.time - a.time;
        });
};

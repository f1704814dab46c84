/**
 * A declared resource's records in the API's messages (src/api/errors/recordNames.ts): once the
 * registry has taught their title, "<Title> 7 not found" and "A <title> named x already exists"
 * are known errors that name the resource in the user's language, with no entry in the error
 * table. A title no declaration gives stays an unknown message.
 */
import { describe, expect, it } from 'vitest';
import { knowRecordNames } from '../../src/api/errors/recordNames';
import { recogniseServerError, serverErrorText } from '../../src/api/errors/serverErrors';
import { isNameTaken } from '../../src/api/errors/takenName';
import { translated, type Locale } from './shownMessage';

const translator = (locale: Locale) => (key: string, values?: Record<string, string | number>) =>
    translated(key, values, locale);

describe("a declared resource's records in the API's messages", () => {
    it('are unknown until a declaration gives their title', () => {
        expect(recogniseServerError(404, 'Watch rule 7 not found')).toBeUndefined();
        expect(
            recogniseServerError(409, 'A watch rule named North already exists'),
        ).toBeUndefined();
    });

    it("are named by the resource's own name once the registry knows them", () => {
        knowRecordNames([{ name: 'customAlarms', recordTitle: 'Watch rule' }]);
        expect(serverErrorText(404, 'Watch rule 7 not found', translator('de')).text).toBe(
            'Nicht gefunden: Eigener Alarm 7',
        );
        expect(
            serverErrorText(409, 'A watch rule named North already exists', translator('de')).text,
        ).toBe('Eigener Alarm North gibt es bereits.');
        expect(
            serverErrorText(409, 'A watch rule named North already exists', translator('it')).text,
        ).not.toMatch(/watch rule|resources\.|%\{/i);
        expect(
            serverErrorText(
                409,
                'A watch rule with Code 4 and Zone B already exists',
                translator('de'),
            ).text,
        ).toBe('Eigener Alarm mit Code 4 and Zone B gibt es bereits.');
        // The add and edit pages then say it at the name field, as for any taken name.
        expect(isNameTaken(409, 'A watch rule named North already exists')).toBe(true);
        // "Watch rule group 3" is no watch rule: the longer known name still wins.
        knowRecordNames([{ name: 'deviceGroups', recordTitle: 'Watch rule group' }]);
        expect(recogniseServerError(404, 'Watch rule group 3 not found')?.values.thing).toBe(
            'Watch rule group',
        );
    });

    it('words a date-time a schema refuses', () => {
        expect(
            serverErrorText(400, 'Installed at is not a valid date-time', translator('de')).text,
        ).toBe('Installed at ist kein gültiges Datum mit Uhrzeit.');
    });
});

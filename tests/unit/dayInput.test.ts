/** The export's date fields: a picked or typed date and the "yyyy-MM-dd" day the form holds. */
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate } from '../../src/ui/DayInput';
import { pickerLocale } from '../../src/ui/DayPickerProvider';

describe('dateOfDay / dayOfDate', () => {
    it('a day is local midnight of that date, and back', () => {
        const date = dateOfDay('2026-03-29');
        expect(date?.getFullYear()).toBe(2026);
        expect(date?.getMonth()).toBe(2);
        expect(date?.getDate()).toBe(29);
        expect(date?.getHours()).toBe(0);
        expect(dayOfDate(date)).toBe('2026-03-29');
    });

    it('no day, a non-day and a date that does not exist are no date', () => {
        for (const value of [undefined, null, '', '2026-02-30', '29.03.2026', 20260329]) {
            expect(dateOfDay(value)).toBeNull();
        }
    });

    it('no date and a date typed halfway (invalid) are no day', () => {
        expect(dayOfDate(null)).toBe('');
        expect(dayOfDate(new Date(Number.NaN))).toBe('');
    });

    it('a year typed halfway ("2" of "2024": the year 2) is no day yet', () => {
        for (const year of [2, 20, 202]) {
            const date = new Date(2024, 2, 5);
            date.setFullYear(year);
            expect(dayOfDate(date)).toBe('');
        }
        expect(dayOfDate(new Date(2024, 2, 5))).toBe('2024-03-05');
    });
});

describe('pickerLocale', () => {
    it('follows the console’s locale: date-fns locale and the pickers’ own texts', () => {
        expect(pickerLocale('de').dateFns.code).toBe('de');
        expect(pickerLocale('it').dateFns.code).toBe('it');
        expect(pickerLocale('en').dateFns.code).toBe('en-US');
        const german = pickerLocale('de').texts.components.MuiLocalizationProvider.defaultProps;
        expect(german.localeText.nextMonth).toBe('Nächster Monat');
        const italian = pickerLocale('it').texts.components.MuiLocalizationProvider.defaultProps;
        expect(italian.localeText.nextMonth).toBe('Mese successivo');
    });

    it('an unknown locale falls back to English', () => {
        expect(pickerLocale('fr').dateFns.code).toBe('en-US');
    });
});

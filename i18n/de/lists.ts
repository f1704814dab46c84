/** German messages of the tools every list shares: export (CSV, Excel) and saved views. */
import type { ListsMessages } from '../en/lists';

const lists: ListsMessages = {
    lists: {
        /** A filter's empty option: no filter on that field. */
        filters: { all: 'Alle' },
        export: {
            label: 'Exportieren',
            csv: 'CSV (.csv)',
            xlsx: 'Excel (.xlsx)',
            title: 'Liste wird exportiert',
            reading: 'Liste wird geladen…',
            progress: '%{done} von %{total} Zeilen',
            writing: 'Datei wird geschrieben…',
            cancel: 'Export abbrechen',
            cancelled: 'Export abgebrochen',
            done: '1 Zeile exportiert |||| %{smart_count} Zeilen exportiert',
            empty: 'Nichts zu exportieren',
            failed: 'Der Export ist fehlgeschlagen',
        },
        views: {
            label: 'Ansichten',
            none: 'Keine gespeicherten Ansichten',
            save: 'Aktuelle Ansicht speichern…',
            save_title: 'Aktuellen Filter und Sortierung als Ansicht speichern',
            name: 'Name der Ansicht',
            saved: 'Ansicht „%{name}“ gespeichert',
            remove: 'Ansicht „%{name}“ entfernen',
            removed: 'Ansicht „%{name}“ entfernt',
        },
    },
};

export default lists;

/** German messages of "Download the rows to fix" (see ../en/rowsToFix.ts). */
import type { RowsToFixMessages } from '../en/rowsToFix';

const rowsToFix: RowsToFixMessages = {
    rowsToFix: {
        download: 'Zu korrigierende Zeilen herunterladen',
        reason: 'Grund',
        line_reason: 'Zeile %{line}: %{problems}',
        file_name: '%{name} - zu korrigierende Zeilen',
        registration_hint:
            'Die Datei enthält die Zeilen mit Fehlern, wie sie sind, mit dem Grund in einer letzten Spalte. Korrigieren Sie sie und wählen Sie die Datei erneut: Die Spalte Grund wird nicht gelesen.',
    },
};

export default rowsToFix;

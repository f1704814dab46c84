/** Italian messages of "Download the rows to fix" (see ../en/rowsToFix.ts). */
import type { RowsToFixMessages } from '../en/rowsToFix';

const rowsToFix: RowsToFixMessages = {
    rowsToFix: {
        download: 'Scarica le righe da correggere',
        reason: 'Motivo',
        line_reason: 'Riga %{line}: %{problems}',
        file_name: '%{name} - righe da correggere',
        registration_hint:
            'Il file contiene le righe con problemi così come sono, con il motivo in un’ultima colonna. Correggile e scegli di nuovo il file: la colonna Motivo non viene letta.',
    },
};

export default rowsToFix;

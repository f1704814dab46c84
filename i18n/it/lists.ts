/** Italian messages of the tools every list shares: export (CSV, Excel) and saved views. */
import type { ListsMessages } from '../en/lists';

const lists: ListsMessages = {
    lists: {
        /** A filter's empty option: no filter on that field. */
        filters: { all: 'Tutti' },
        export: {
            label: 'Esporta',
            csv: 'CSV (.csv)',
            xlsx: 'Excel (.xlsx)',
            title: 'Esportazione dell’elenco',
            reading: 'Caricamento dell’elenco…',
            progress: '%{done} di %{total} righe',
            writing: 'Scrittura del file…',
            cancel: 'Annulla esportazione',
            cancelled: 'Esportazione annullata',
            done: '1 riga esportata |||| %{smart_count} righe esportate',
            empty: 'Niente da esportare',
            failed: 'Esportazione non riuscita',
        },
        views: {
            label: 'Viste',
            none: 'Nessuna vista salvata',
            save: 'Salva la vista corrente…',
            save_title: 'Salva il filtro e l’ordinamento correnti come vista',
            name: 'Nome della vista',
            saved: 'Vista «%{name}» salvata',
            remove: 'Rimuovi la vista «%{name}»',
            removed: 'Vista «%{name}» rimossa',
        },
    },
};

export default lists;

/** English messages of the tools every list shares: export (CSV, Excel) and saved views. */
const lists = {
    lists: {
        /** A filter's empty option: no filter on that field. */
        filters: { all: 'All' },
        export: {
            label: 'Export',
            csv: 'CSV (.csv)',
            xlsx: 'Excel (.xlsx)',
            title: 'Exporting the list',
            reading: 'Loading the list…',
            progress: '%{done} of %{total} rows',
            writing: 'Writing the file…',
            cancel: 'Cancel export',
            cancelled: 'Export cancelled',
            done: '1 row exported |||| %{smart_count} rows exported',
            empty: 'Nothing to export',
            failed: 'The export failed',
        },
        views: {
            label: 'Views',
            none: 'No saved views',
            save: 'Save current view…',
            save_title: 'Save the current filter and sort as a view',
            name: 'Name of the view',
            saved: 'View "%{name}" saved',
            remove: 'Remove view "%{name}"',
            removed: 'View "%{name}" removed',
        },
    },
};

export default lists;

export type ListsMessages = typeof lists;

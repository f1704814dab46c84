/**
 * English messages of "Download the rows to fix" (issue 42, point 5): after a registration
 * preview with bad rows and after a bulk run with failures. The reason column's header is also
 * how a registration file recognises the column when it comes back (resources/devices/registration/
 * reasonColumn.ts), in every language of the console.
 */
const rowsToFix = {
    rowsToFix: {
        download: 'Download the rows to fix',
        /** The header of the last column of the file. */
        reason: 'Reason',
        /** A registration row's reason: its line in the chosen file, then its problems. */
        line_reason: 'Line %{line}: %{problems}',
        /** The file's name: the original file's or the list's, then this. */
        file_name: '%{name} - rows to fix',
        registration_hint:
            'The file holds the rows with problems as they are, with the reason in a last column. Fix them and choose the file again: the reason column is not read.',
    },
};

export default rowsToFix;
export type RowsToFixMessages = typeof rowsToFix;

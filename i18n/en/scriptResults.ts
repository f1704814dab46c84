/** English words for the plain results of a script's trial run (src/ui/scriptEditor). */
const scriptResults = {
    app: {
        script_result: {
            true: 'Yes: the script returned true',
            false: 'No: the script returned false',
            null: 'The script returned an empty value (null)',
            none: 'The script returned no value',
            line_in_script: 'In the script, line %{line}',
            line_in_test_data: 'In the test data, line %{line}',
        },
    },
};

export default scriptResults;
export type ScriptResultsMessages = typeof scriptResults;

/** German words for the plain results of a script's trial run (src/ui/scriptEditor). */
import type { ScriptResultsMessages } from '../en/scriptResults';

const scriptResults: ScriptResultsMessages = {
    app: {
        script_result: {
            true: 'Ja: Das Skript hat „wahr“ (true) zurückgegeben',
            false: 'Nein: Das Skript hat „falsch“ (false) zurückgegeben',
            null: 'Das Skript hat einen leeren Wert (null) zurückgegeben',
            none: 'Das Skript hat keinen Wert zurückgegeben',
            line_in_script: 'Im Skript, Zeile %{line}',
            line_in_test_data: 'In den Testdaten, Zeile %{line}',
        },
    },
};

export default scriptResults;

/** Italian words for the plain results of a script's trial run (src/ui/scriptEditor). */
import type { ScriptResultsMessages } from '../en/scriptResults';

const scriptResults: ScriptResultsMessages = {
    app: {
        script_result: {
            true: 'Sì: lo script ha restituito “vero” (true)',
            false: 'No: lo script ha restituito “falso” (false)',
            null: 'Lo script ha restituito un valore vuoto (null)',
            none: 'Lo script non ha restituito alcun valore',
            line_in_script: 'Nello script, riga %{line}',
            line_in_test_data: 'Nei dati di test, riga %{line}',
        },
    },
};

export default scriptResults;

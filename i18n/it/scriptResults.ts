/** Italian words for the plain results of a script's trial run (src/ui/scriptEditor). */
import type { ScriptResultsMessages } from '../en/scriptResults';

const scriptResults: ScriptResultsMessages = {
    app: {
        script_result: {
            true: 'Sì: lo script ha restituito “vero” (true)',
            false: 'No: lo script ha restituito “falso” (false)',
            null: 'Lo script ha restituito un valore vuoto (null)',
            none: 'Lo script non ha restituito alcun valore',
        },
    },
};

export default scriptResults;

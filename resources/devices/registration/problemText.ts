/** A row's problems in words, as the preview shows them and the rows-to-fix file writes them. */
import type { TranslateFunction } from 'react-admin';
import { shortText } from './previewText';
import type { RowProblem } from './registrationRows';

export const problemsText = (translate: TranslateFunction, problems: readonly RowProblem[]) =>
    problems
        .map(problem =>
            translate(`deviceWizards.register.problems.${problem.code}`, {
                column: problem.column ?? '',
                value: shortText(problem.value ?? ''),
            }),
        )
        .join('; ');

/**
 * The flows registry: the pages that are not one resource's own (decision 0057): the areas'
 * tile pages, the settings, billing (the billing service's licences, subscriptions and store).
 * Adding a flow adds one line here.
 */
import type { FlowDeclaration } from '../src/routing/flow';
import { billing } from './billing';
import { landing } from './landing';
import { settings } from './settings';

export { Home } from './home';

export const flows: FlowDeclaration[] = [landing, settings, billing];

/** The registry: every declared resource. Adding a resource adds one line here. */
import type { ResourceDeclaration } from '../src/resource/declaration';
import { organizations } from './organizations';

export const resources: ResourceDeclaration[] = [organizations];

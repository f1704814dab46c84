/** The device wizards' routes: activation, registration, onboarding and export. */
import type { ResourceDeclaration } from '../../src/resource/declaration';

export const deviceWizardRoutes: NonNullable<ResourceDeclaration['routes']> = [];

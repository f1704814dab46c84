/** Types of importLayers.mjs, for the unit tests. */
export function layerOf(file: string): string | null;
export function violation(from: string, target: string, typeOnly: boolean): string | null;
export const layersPlugin: unknown;

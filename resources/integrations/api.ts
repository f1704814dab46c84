/**
 * Element provider look-ups (sandbox/API.md "Element provider look-ups"), merged into the
 * dataProvider. The product API passes them on to Element (thirdParty): a refused Element API
 * key answers 401, which the error modal shows; the console session goes on.
 */
import { getCollection } from '../../src/api/transport/collection';
import type { HttpClient } from '../../src/api/transport/httpClient';

export interface ElementAccess {
    /** The Element address. */
    url: string;
    /** The Element API key. */
    auth: string;
}

export interface ElementChoice {
    id: string | number;
    name: string;
}

const lookUp = async (http: HttpClient, path: string, access: ElementAccess) => {
    const list = await getCollection<ElementChoice>(http, path, {
        query: { auth: access.auth, url: access.url },
        thirdParty: true,
    });
    return Array.isArray(list) ? list : [];
};

/** Separates a folder's name from its parent's in the folder choices. */
export const FOLDER_PATH_SEPARATOR = ' › ';

/**
 * The top folders and their sub-folders, as one list of choices ("Parking › Rathausplatz").
 * Deeper levels are not loaded.
 */
const folderTree = async (http: HttpClient, access: ElementAccess) => {
    const roots = await lookUp(http, '/element/root-folders', access);
    const children = await Promise.all(
        roots.map(root =>
            lookUp(http, `/element/root-folders/${encodeURIComponent(String(root.id))}`, access),
        ),
    );
    return roots.flatMap((root, index) => [
        root,
        ...children[index].map(child => ({
            id: child.id,
            name: `${root.name}${FOLDER_PATH_SEPARATOR}${child.name}`,
        })),
    ]);
};

export const integrationsApi = (http: HttpClient) => ({
    elementFolders: (access: ElementAccess) => folderTree(http, access),
    elementDriverInstances: (access: ElementAccess) =>
        lookUp(http, '/element/driver-instances', access),
});

export type IntegrationsApi = ReturnType<typeof integrationsApi>;

/** What the sandbox's stand-in for an Element IoT instance knows: a folder tree and drivers. */

export interface ElementEntry {
    id: string;
    name: string;
}

export const ROOT_FOLDERS: ElementEntry[] = [
    { id: 'folder-lighting', name: 'Street lighting' },
    { id: 'folder-parking', name: 'Parking' },
    { id: 'folder-environment', name: 'Environment' },
];

export const SUB_FOLDERS: Record<string, ElementEntry[]> = {
    'folder-lighting': [
        { id: 'folder-lighting-north', name: 'District North' },
        { id: 'folder-lighting-south', name: 'District South' },
    ],
    'folder-parking': [
        { id: 'folder-parking-rathausplatz', name: 'Rathausplatz' },
        { id: 'folder-parking-bahnhof', name: 'Bahnhof P+R' },
    ],
    'folder-environment': [],
    'folder-lighting-north': [],
    'folder-lighting-south': [],
    'folder-parking-rathausplatz': [],
    'folder-parking-bahnhof': [],
};

export const DRIVER_INSTANCES: ElementEntry[] = [
    { id: 'driver-lorawan', name: 'LoRaWAN (Element LNS)' },
    { id: 'driver-actility', name: 'Actility ThingPark' },
    { id: 'driver-http', name: 'Generic HTTP' },
];

/** The token the sandbox treats as wrong. */
export const BAD_ELEMENT_TOKEN = 'bad';

/** The uplink message a data-sharing dry run hands to the script's process(message). */
export const SAMPLE_UPLINK = {
    deviceId: '70B3D57ED0000113',
    name: 'Climate sensor Rathaus',
    organizationId: 1,
    integrationId: 1,
    timestamp: 1718000000000,
    details: { vendor: 'Milesight', deviceType: 'EM300-TH', firmware: '1.2' },
    tags: ['environment'],
    data: { temperature: 21.4, humidity: 48, battery: 3.6 },
} as const;

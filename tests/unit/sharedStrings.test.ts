import { describe, expect, it } from 'vitest';
import { shareRepeatedStrings } from '../../src/api/lists/sharedStrings';

const collection = () =>
    Array.from({ length: 25_000 }, (_, index) => ({
        id: index + 1,
        name: `Device ${index + 1}`,
        description: index % 7 ? 'Generated for load tests' : '',
        location: `Field ${index % 50}`,
        tags: [index % 2 ? 'lighting' : 'valve', 'external'],
        details: { vendor: index % 3 ? 'Acme' : 'Globex', firmware: `1.${index % 4}` },
        lastSeen: index % 10 ? null : index,
    }));

const idle = async () => {
    for (let round = 0; round < 10; round += 1) await new Promise(done => setTimeout(done, 5));
};

describe('repeated strings of a downloaded collection', () => {
    it('leaves every record reading as the API sent it', async () => {
        const records = collection();
        shareRepeatedStrings(records);
        await idle();
        expect(records).toEqual(collection());
    });

    it('leaves small collections and records without strings alone', async () => {
        const small = collection().slice(0, 10);
        shareRepeatedStrings(small);
        const bare = Array.from({ length: 5_000 }, (_, index) => ({ id: index }));
        shareRepeatedStrings(bare);
        await idle();
        expect(small).toEqual(collection().slice(0, 10));
        expect(bare[4_999]).toEqual({ id: 4_999 });
    });
});

import { describe, expect, it } from 'vitest';
import { apiOrigin, uplinkAddress, uplinkCurl } from '../../resources/integrations/uplinkExample';

describe('the uplink curl example', () => {
    it('REST: /{product}/uplink/smartInterface/{deviceId}/key/{secret}', () => {
        expect(uplinkCurl('https://iot.example.com', 'smartcity', 'REST', 'abc123')).toBe(
            "curl -X POST https://iot.example.com/smartcity/uplink/smartInterface/{deviceId}/key/abc123 -H 'Content-Type: application/json' -d '{\"temperature\": 21.5}'",
        );
    });

    it('webhook: /{product}/uplink/digimondo/{deviceId}/key/{secret}', () => {
        expect(
            uplinkAddress('http://localhost:8080', 'smartcity', 'WEBHOOK_DIGIMONDO', 'f00d'),
        ).toBe('http://localhost:8080/smartcity/uplink/digimondo/{deviceId}/key/f00d');
    });

    it('takes a real deviceId instead of the placeholder', () => {
        expect(uplinkAddress('https://a.b', 'p', 'REST', 's', 'dev-1')).toBe(
            'https://a.b/p/uplink/smartInterface/dev-1/key/s',
        );
    });

    it('has no uplink address for the other types', () => {
        expect(uplinkCurl('https://a.b', 'p', 'MQTT', 's')).toBeUndefined();
    });

    it("uses the API's origin, not its base path", () => {
        expect(apiOrigin('/api', 'http://localhost:8080')).toBe('http://localhost:8080');
        expect(apiOrigin('https://api.example.com/v1', 'http://localhost:8080')).toBe(
            'https://api.example.com',
        );
    });
});

import { createHmac } from 'node:crypto';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature';

const secret = 'a'.repeat(64);
const body = '{"type":"ping"}';

describe('webhookSignature', () => {
  it('is the HMAC-SHA256 of the timestamp, a dot and the body, in hex', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(webhookSignature(secret, 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });
});

describe('verifyWebhookSignature', () => {
  const header = webhookSignature(secret, 1_700_000_000, body);

  it('accepts the header it made within the tolerance', () => {
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 1_700_000_100 })).toBe(true);
  });

  it('refuses another body, another secret and an old timestamp', () => {
    expect(verifyWebhookSignature(secret, header, '{"type":"x"}', { nowSeconds: 1_700_000_000 })).toBe(false);
    expect(verifyWebhookSignature('b'.repeat(64), header, body, { nowSeconds: 1_700_000_000 })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { nowSeconds: 1_700_001_000 })).toBe(false);
    expect(verifyWebhookSignature(secret, 'v1=abc', body, { nowSeconds: 1_700_000_000 })).toBe(false);
  });
});

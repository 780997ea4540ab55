import { describe, expect, it } from 'vitest';
import { scannedVoucherId } from './scanned-voucher';

describe('scannedVoucherId', () => {
  it.each([
    ['https://book.example.com/r/demo/vouchers/1548f6af-8b48-4bcf-9823-94f7fe9d106b', '1548f6af-8b48-4bcf-9823-94f7fe9d106b'],
    ['http://127.0.0.1:8080/r/demo/vouchers/abc_1?paid=1', 'abc_1'],
    [' https://x.test/r/demo/vouchers/v1/ ', 'v1'],
  ])('reads the voucher id from the voucher page address the PDF’s QR code holds, with or without a query: %s', (scanned, id) => {
    expect(scannedVoucherId(scanned)).toBe(id);
  });

  it.each(['WELC-3ME2-DEMA-2345', 'https://x.test/r/demo/gift-cards', 'https://x.test/r/demo/vouchers/'])('leaves a bare code, or any other address, to be read as a code: %s', (scanned) => {
    expect(scannedVoucherId(scanned)).toBeUndefined();
  });
});

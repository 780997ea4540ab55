import { describe, expect, it } from 'vitest';
import { scannedVoucherId } from './scanned-voucher';

describe('scannedVoucherId', () => {
  it('reads the voucher id from the voucher page address the PDF’s QR code holds, with or without a query', () => {
    expect(scannedVoucherId('https://book.example.com/r/demo/vouchers/1548f6af-8b48-4bcf-9823-94f7fe9d106b')).toBe('1548f6af-8b48-4bcf-9823-94f7fe9d106b');
    expect(scannedVoucherId('http://127.0.0.1:8080/r/demo/vouchers/abc_1?paid=1')).toBe('abc_1');
    expect(scannedVoucherId(' https://x.test/r/demo/vouchers/v1/ ')).toBe('v1');
  });

  it('leaves a bare code, or any other address, to be read as a code', () => {
    expect(scannedVoucherId('WELC-3ME2-DEMA-2345')).toBeUndefined();
    expect(scannedVoucherId('https://x.test/r/demo/gift-cards')).toBeUndefined();
    expect(scannedVoucherId('https://x.test/r/demo/vouchers/')).toBeUndefined();
  });
});

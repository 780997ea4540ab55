// Voucher codes (docs/decisions/012-vouchers.md): 16 characters from 32 that cannot be mistaken for one another
// (no 0/O, 1/I): 80 random bits, so a code can be neither guessed nor enumerated. Shown in groups of four; typed in
// any case, with or without spaces and hyphens.
export const voucherCodeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const voucherCodeLength = 16;
/** The random bytes a code is made from: one per character (the alphabet's 32 letters take 5 bits of each). */
export const voucherCodeBytes = voucherCodeLength;

/** A code from `voucherCodeBytes` random bytes (the caller's cryptographic source: core does no I/O). */
export function voucherCodeOf(random: Uint8Array): string {
  if (random.length < voucherCodeLength) throw new Error(`A voucher code needs ${voucherCodeLength} random bytes`);
  // 256 is a multiple of 32: taking the low 5 bits of a uniform byte is uniform, with no bias to reject.
  return Array.from(random.subarray(0, voucherCodeLength), (byte) => voucherCodeAlphabet[byte & 31]).join('');
}

/** What a person typed, as the code is stored: upper case, without spaces or hyphens. */
export const normalizeVoucherCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]+/g, '');

const codePattern = new RegExp(`^[${voucherCodeAlphabet}]{${voucherCodeLength}}$`);
export const isVoucherCode = (code: string): boolean => codePattern.test(code);

/** "ABCD-EFGH-JKLM-NPQR": how a code is printed and read aloud. */
export const formatVoucherCode = (code: string): string => normalizeVoucherCode(code).replace(/(.{4})(?=.)/g, '$1-');

// What a scanned QR code names (docs/decisions/012): the voucher PDF and page encode the voucher page's address, which
// names the voucher's id; a code printed elsewhere (a hand-made card) is read as the code itself.

/** The voucher id in a scanned voucher page's address, or undefined when the text is no such address. */
export const scannedVoucherId = (text: string): string | undefined => /\/vouchers\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(text.trim())?.[1];

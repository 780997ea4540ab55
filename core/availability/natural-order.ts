// Table numbers in natural order ("2" < "10", "T2" < "T10"), written out rather than Intl.Collator: the server and
// the tablet must order tables identically (the tie-break of best fit), whatever ICU data each ships with,
// and this is also much cheaper than a collator call.

const isDigit = (code: number) => code >= 48 && code <= 57;

export function compareTableNumbers(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      let endA = i;
      let endB = j;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
      // Compare the runs as numbers without overflow: skip leading zeros, then length, then digits.
      let startA = i;
      let startB = j;
      while (startA < endA - 1 && a.charCodeAt(startA) === 48) startA++;
      while (startB < endB - 1 && b.charCodeAt(startB) === 48) startB++;
      const diff = endA - startA - (endB - startB) || compareRaw(a.slice(startA, endA), b.slice(startB, endB));
      if (diff !== 0) return diff;
      i = endA;
      j = endB;
    } else {
      if (x !== y) return x - y;
      i++;
      j++;
    }
  }
  return a.length - i - (b.length - j) || compareRaw(a, b);
}

function compareRaw(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// Exact decimals for the fuel surcharge: a decimal string as a whole count of 10^-scale units
// (BigInt), and back. Prices, steps and increments never pass through a float (decision 067).

const DECIMAL = /^\d+(\.\d+)?$/;

/** "3.859", 3 -> 3859n; "0.05", 3 -> 50n. Refuses more digits after the point than `scale`: they would be lost. */
export function toUnits(decimal: string, scale: number): bigint {
  const text = decimal.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`not a decimal: ${JSON.stringify(decimal)}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) throw new RangeError(`${decimal} has more than ${scale} decimals`);
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
}

/** 3859n, 3 -> "3.859"; 1000n, 4 -> "0.1000" (every decimal kept: trimDecimal shortens it for reading). */
export function fromUnits(units: bigint, scale: number): string {
  if (units < 0n) throw new RangeError('a negative amount has no place in a surcharge');
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** numerator / denominator rounded to the nearest whole, half up (both positive: half away from zero). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** numerator / denominator rounded up: a started step counts whole. */
export function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

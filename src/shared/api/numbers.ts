import { z } from 'zod';

/** Plain decimal text: digits, an optional minus and fraction. Not "", " 1", "1e3", "0x10" or "Infinity". */
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * A number, or its plain decimal text: query strings and form fields carry text (the post form parses
 * its fields with the contract's own schemas). Anything else, booleans included, reaches `schema` as it
 * is and fails there with the schema's own message, so `true` is never 1.
 */
export function numberInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value),
    schema,
  );
}

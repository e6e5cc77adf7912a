/**
 * The shape of a translation of an English catalogue: the same keys (deep), every text a plain string.
 * Use it for catalogues declared `as const`, whose English literal types no translation could match.
 * Arrays keep their length when the English one is a tuple.
 */
export type DeepStringRecord<T> = T extends string
  ? string
  : { -readonly [K in keyof T]: DeepStringRecord<T[K]> };

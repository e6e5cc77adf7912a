import type { en } from '../i18n/en';
import type { validation } from '../i18n/en-validation';

/**
 * The messages of the contracts' checks are catalogue keys, never English (docs/decisions/0032): a
 * zod issue's message is `validation.<name>`, worded in en-validation.ts (and the input guard's two in
 * en.ts). The web app says it in the person's language (`fieldMessage` in web/lib/api.ts); the server
 * answers the English text in `fields` and the key in `fieldKeys` (./validation-texts.ts). Type-only
 * imports: the contracts carry keys, not texts.
 */
export type ValidationName = keyof typeof validation | keyof (typeof en)['validation'];
export type ValidationKey = `validation.${ValidationName}`;

export const VALIDATION_PREFIX = 'validation.';

/** The message a check carries: the catalogue key of its text. */
export const validationKey = (name: ValidationName): ValidationKey => `validation.${name}`;

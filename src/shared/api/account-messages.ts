import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

/**
 * The accounts contract's rule messages (the spec's English), without zod: the web app's shell compares
 * a refusal's message with them to say it in the interface language (lib/account.ts).
 */
export const FILL_ALL_FIELDS = 'Please fill all fields';
export const PASSWORD_RULE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;

/**
 * An email address input's attributes: the keyboard with @, the browser's saved address offered, never
 * capitalised or spell-checked.
 */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it. */
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isFakeTimers()) {
    throw new Error(
      `console.error was called:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

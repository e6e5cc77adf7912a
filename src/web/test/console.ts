/**
 * console.error calls a test expects (an error boundary under test logs on purpose). Everything else
 * logged with console.error fails the test (see setup.ts). Cleared after each test.
 */
export const expectedConsoleErrors: RegExp[] = [];

export function allowConsoleError(pattern: RegExp): void {
  expectedConsoleErrors.push(pattern);
}

/**
 * The first word of a person's name: all that is said of someone where they did not choose to be named
 * in full (a public rating's author, the sender in a message email).
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

import type { Slots } from './parsed-utterance';

/** Slots given outright: "title: Cook for a family", "description: ...", a phone number. */

const TITLE_PATTERNS = [
  /(?:^|[\s,.;])(?:change\s+(?:the\s+)?)?(?:job\s+)?(?:title|título|titulo|टाइटल|शीर्षक)\s*(?::|=|-|\bis\b|\bto\b|should be)\s*(.+)$/isu,
  /^\s*(?:job\s+)?title\s+(.+)$/isu,
];
const DESCRIPTION_PATTERN =
  /(?:^|[\s,.;])(?:change\s+(?:the\s+)?)?(?:description|desc|descripción|descripcion|विवरण)\s*(?::|=|-|\bis\b|\bto\b|should be)\s*(.+)$/isu;

function cleanValue(value: string): string {
  return value
    .trim()
    .replace(/^["'“‘]+|["'”’.]+$/g, '')
    .trim();
}

export function takeExplicit(text: string, slots: Slots): string {
  let rest = text;
  const description = cleanValue(DESCRIPTION_PATTERN.exec(rest)?.[1] ?? '');
  if (description) {
    slots.description = description;
    rest = rest.slice(0, DESCRIPTION_PATTERN.exec(rest)?.index);
  }
  for (const pattern of TITLE_PATTERNS) {
    const match = pattern.exec(rest);
    const title = cleanValue(match?.[1] ?? '');
    if (!match || !title) continue;
    slots.title = title;
    rest = rest.slice(0, match.index);
    break;
  }
  return rest;
}

const PHONE_PATTERN = /(?:\+\d{1,3}[\s-]?)?\(?\d[\d\s\-()]{7,18}\d/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The phone number in a run of digits: all of it, or its shortest tail of 10+ digits ("700 98765 43210"). */
function phoneIn(run: string): string | undefined {
  const trimmed = run.trim();
  const digits = digitCount(trimmed);
  if (digits < 10) return undefined;
  if (digits <= 12) return trimmed;
  const parts = trimmed.split(/\s+/);
  for (let start = parts.length - 1; start >= 0; start--) {
    const tail = parts.slice(start).join(' ');
    if (digitCount(tail) >= 10) return digitCount(tail) <= 15 ? tail : undefined;
  }
  return undefined;
}

export function takePhone(text: string, slots: Slots): string {
  for (const match of text.matchAll(PHONE_PATTERN)) {
    const phone = phoneIn(match[0]);
    if (!phone) continue;
    slots.phone = phone;
    return text.replace(phone, ' ');
  }
  return text;
}

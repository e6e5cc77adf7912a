import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { fillPlaceholders, type Translate } from '../../shared/i18n/translate';

/** `<name>…</name>` in a text: the part shown as the element given for `name`. */
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with parts shown as elements: "accept our <terms>Terms of Service</terms>" with
 * `components={{ terms: <Link to="/terms" /> }}`. The values are filled in after the tags are read, so a
 * value (an email address someone typed) is only ever text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: Translate;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(fillPlaceholders(text.slice(last, match.index), values));
    const element = components[name];
    parts.push(
      element
        ? cloneElement(element, { key: match.index }, fillPlaceholders(inner, values))
        : fillPlaceholders(whole, values),
    );
    last = match.index + whole.length;
  }
  parts.push(fillPlaceholders(text.slice(last), values));
  return <>{parts}</>;
}

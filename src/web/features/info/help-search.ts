/** One question and answer of the Help Center, in the visitor's language. */
export interface HelpFaq {
  id: string;
  question: string;
  answer: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  faqs: HelpFaq[];
}

/** The words of a search: lower-cased, split on whitespace. */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The topics and FAQs matching a search, case-insensitively: an FAQ matches when every word of the search
 * appears in its question, its answer or its topic's title. Topics left without FAQs are dropped; an empty
 * search keeps everything.
 */
export function filterTopics(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = searchWords(query);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      faqs: topic.faqs.filter((faq) => {
        const haystack = `${topic.title}\n${faq.question}\n${faq.answer}`.toLocaleLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.faqs.length > 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a text into parts, marking the parts that match one of the words (case-insensitive). */
export function highlightParts(text: string, words: string[]): { text: string; match: boolean }[] {
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.includes(part.toLocaleLowerCase()) }));
}

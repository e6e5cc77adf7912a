/** "en_IN" and "EN-in" are both "en-in". */
function normalLang(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

/**
 * The browser's voice for a language (speech synthesis: the assistant's voice mode, the job page's Listen):
 * the exact one (hi-IN; its default first), else one of the same language (hi-*), else none.
 */
export function pickVoice<Voice extends { readonly lang: string; readonly default?: boolean }>(
  voices: readonly Voice[],
  lang: string,
): Voice | null {
  const wanted = normalLang(lang);
  const base = wanted.split('-')[0] ?? wanted;
  const exact = voices.filter((voice) => normalLang(voice.lang) === wanted);
  if (exact.length > 0) return exact.find((voice) => voice.default) ?? exact[0] ?? null;
  return voices.find((voice) => normalLang(voice.lang).split('-')[0] === base) ?? null;
}

/**
 * Whether the browser can read `lang` aloud: a voice of that language, or (before the browser has listed
 * its voices, which some load late) the benefit of the doubt. English is always read by some voice.
 */
export function canSpeak(voices: readonly { readonly lang: string }[], lang: string): boolean {
  return voices.length === 0 || normalLang(lang).startsWith('en') || pickVoice(voices, lang) !== null;
}

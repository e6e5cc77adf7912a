/** The one form every message and phrase is compared in (parse.ts, phrase-table.ts). */

/**
 * Lower case, one space between words, padded with a space at each end (phrases match as " word ").
 * Devanagari: nukta dropped, chandrabindu read as anusvara, digits as 0-9. Money: "₹", "rs", "rupaye",
 * "/-" become a "₹" word, "$", "usd", "dollars" a "$" word; "1,000" is 1000, "2k" and "2 hazar" 2000;
 * "500-800" is "500 to 800". Tamil writes case endings on numbers ("500க்கு மேல்", "500க்குள்"): the
 * digits and the Tamil letters after them become two words ("500 க்கு மேல்").
 */
export function normalize(text: string): string {
  const cleaned = asciiDigits(text.normalize('NFC'))
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/(\d)(?=[\u0b80-\u0bff])/g, '$1 ');
  return ` ${normalizeMoney(cleaned)
    .replace(/[^\p{L}\p{M}\p{N}₹$#+\s]/gu, ' ')
    .replace(/([₹$#+])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** The zero of each Indian script's digits: Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam. */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];
const NATIVE_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/** Indian digits (४००, ৪০০, ௪௦௦, ౪౦౦) as 0-9. */
export function asciiDigits(text: string): string {
  return text.replace(NATIVE_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

function normalizeMoney(text: string): string {
  return text
    .replace(/(\d+(?:\.\d+)?)\s?k\b/g, (_, amount: string) => String(Math.round(Number(amount) * 1000)))
    .replace(/(\d+(?:\.\d+)?)\s*(?:hazar|hazaar|hajar|thousand|हजार)/g, (_, amount: string) =>
      String(Math.round(Number(amount) * 1000)),
    )
    .replace(/(\d+)\.\d+/g, '$1')
    .replace(/(\d)\s*[-–—]\s*(?=(?:₹|\$|rs\.?)?\s*\d)/g, '$1 to ')
    .replace(/(?<![a-z])(?:rs\.?|inr|रु\.?)\s*(?=\d)/g, ' ₹ ')
    .replace(
      /(\d)\s*(?:rupees|rupee|rupaye|rupaiye|rupay|rupye|rupiya|rupiye|rs\b|inr\b|रुपये|रुपए|रुपया|रुपय|रु|টাকার|টাকা|రూపాయలు|రూపాయల|ரூபாய்|\/-)/g,
      '$1 ₹ ',
    )
    .replace(/(?:\$|usd)\s*(?=\d)/g, ' $ ')
    .replace(/(\d)\s*(?:dollars|dollar|dólares|dolares|usd\b|bucks|डॉलर)/g, '$1 $ ');
}

export function words(text: string): string[] {
  return text.trim().split(' ').filter(Boolean);
}

/** A money sign word of a normalised text. */
export const isMoneySign = (token: string | undefined) => token === '₹' || token === '$';

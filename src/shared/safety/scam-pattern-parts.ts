/**
 * Building blocks of the scam detector's regular expressions (scam-patterns.ts, scam-structure.ts,
 * scam-context.ts).
 */

// Word boundaries that also work next to Devanagari (\b only knows ASCII word characters).
export const B = '(?<![\\p{L}\\p{M}\\p{N}])';
export const E = '(?![\\p{L}\\p{M}\\p{N}])';
/** Up to 30 characters within the same clause. */
export const NEAR = '[^.!?।\\n]{0,30}?';
export const MONEY = '(?:rs\\.?|₹|inr|rupees?|rupay[ea]?|\\$|usd)';

/** A pattern from its source: global (every match), case-insensitive, Unicode. */
export const p = (source: string) => new RegExp(source, 'giu');
/** A row's gate (scam-types.ts): words its matches must contain, tested once on the whole text. */
export const gate = (source: string) => new RegExp(source, 'iu');
/** Money as the thing sent: an amount, or a word for money or a charge. */
export const MONEY_THING = `(?:${MONEY}\\s*\\d|\\d|(?:money|payment|amount|fees?|charges?|deposit|advance|cost|price|balance|rest|paise|paisa|pese|rupees?|rupay[ea]?)(?![\\p{L}\\p{M}\\p{N}]))`;
/**
 * "first" as in "pay first", not the ordinal of "your first day", "the first shift", "first paycheck".
 * Used after a word boundary.
 */
export const FIRST = `(?<!(?:your|the|our|my|his|her|their|a|on|from|in|by|after|before)\\s+)first(?!\\s+(?:day|days|shift|shifts|week|weeks|month|months|paycheck|pay\\s*check|salary|pay|payment|wages?|job|visit|hour|hours|night|morning|time|din|hafte|mahine))`;
/** Hindi spans of time or people after a numeral ("पहले दो दिन": the first two days, not "give first"). */
export const HI_SPANS = 'दिन|हफ्ते|हफ़्ते|सप्ताह|महीने|घंटे|बार|लोग|साल|शिफ्ट|ट्रायल|रात';

/**
 * Hindi verb forms (issue #25, tenth round): requests and duties in the forms the language gives them, so a
 * rule does not hang on one ending. Never the future ("देंगे", "दूंगा": the speaker gives).
 */
/** End of a Devanagari word: no letter or vowel sign follows. */
export const HE = '(?![\\p{L}\\p{M}])';
/** A duty: "है", "होगा / होगी / होंगे", "पड़ेगा", "ज़रूरी", "अनिवार्य". */
export const HI_DUTY = `(?:\\s*(?:है|हैं|होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पड़ेंगे|पड़ता|पड़ती|पड़ते|ज़रूरी|जरूरी|अनिवार्य)${HE})`;
/** Give, asked or owed: "दे दो", "दे देने हैं", "दें", "दीजिए", "देना होगा", "देनी है" (not "देंगे", "दूंगा"). */
export const HI_GIVE = `(?:दे\\s*(?:दो|दें|दीजिए|दीजिये|देना|देने|देनी)${HE}${HI_DUTY}?|(?:दें|दीजिए|दीजिये|दीजै)${HE}|(?:देना|देने|देनी)${HE}${HI_DUTY}?)`;
/** Do, asked or owed, after "जमा", "पेमेंट", "ट्रांसफर": "करें", "कर दो", "करना होगा", "कराएं", "करवाने होंगे". */
export const HI_DO = `(?:(?:करें|करो|कीजिए|कीजिये|करिए|करिये|कराएं|कराएँ|कराइए|करवाएं|करवाएँ|करवाइए)${HE}|(?:कर|करा|करवा)\\s*(?:दें|दो|दीजिए|दीजिये|देना|देने|देनी)${HE}${HI_DUTY}?|(?:करना|करनी|करने|कराना|करानी|कराने|करवाना|करवानी|करवाने)${HE}${HI_DUTY})`;
/**
 * Money handed over, asked or owed: "जमा करें", "भेज दो", "भेजने होंगे", "डालें", "भरनी है", "चुकाएं",
 * "ट्रांसफर करना होगा", or a form of give.
 */
export const HI_PAY = `(?:(?:जमा|पेमेंट|भुगतान|ट्रांसफर|ट्रांसफ़र|रिचार्ज)\\s*${HI_DO}|(?:भेज|डाल|भर)(?:ें|ो|िए|िये|\\s*(?:दें|दो|दीजिए|दीजिये|देना|देने|देनी))${HE}${HI_DUTY}?|(?:भेज|डाल|भर)(?:ना|नी|ने)${HE}${HI_DUTY}|(?:चुकाएं|चुकाएँ|चुकाओ|चुकाइए|चुका\\s*(?:दें|दो|दीजिए))${HE}|(?:चुकाना|चुकानी|चुकाने)${HE}${HI_DUTY}|${HI_GIVE})`;
/** An amount above nothing in any currency form: "₹2,200", "Rs 500", "500 रुपये", "2 हज़ार" (not "₹0"). */
export const AMOUNT = `(?:(?:${MONEY}|रु\\.?)\\s*[1-9][\\d,.]*|${B}[1-9][\\d,.]*\\s*(?:rs\\.?|rupees?|rupay[ea]?|dollars?|रुपये|रुपए|रुपया|रु|हज़ार|हजार|hazaa?r|hajar|लाख|lakh)${E})`;
/** Not money spent on the way to work ("₹150 लगाकर बस से आना", "50 laga ke auto se aana"). */
export const NOT_FARE = `(?![^.!?।\\n]{0,25}?(?:किराया|किराए|किराये|ऑटो|बस|टिकट|पेट्रोल|${B}(?:fare|auto|bus|ticket|petrol|kiraya|travel)${E}))`;
/** A "not", "never" or "don't" between a word and its verb ("फीस माँगे तो बिलकुल मत देना", "kisi ko mat batana"). */
export const HI_NOT = `${B}(?:न|ना|मत)${HE}|नहीं|कभी|बिलकुल|बिल्कुल|${B}(?:na|nahi|nahin|mat|never|not|don't)${E}`;

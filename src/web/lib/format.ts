import { intlLocale, type IntlLocale } from '../../shared/intl';
import { useCountry } from './country';
import { useTranslation } from './i18n';

/**
 * Dates, times, numbers and money go through `src/shared/intl.ts`: one rule for the Intl locale
 * (en-IN / en-US by country in English, one locale for each other language: hi-IN, es-US, ta-IN, te-IN,
 * mr-IN, bn-IN), shared with the server's emails. Code that calls Intl itself passes `intlTag(locale)`,
 * for Latin digits in Marathi and Bengali too.
 */
export {
  formatDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTime,
  intlLocale,
  intlTag,
  type IntlLocale,
} from '../../shared/intl';

/** The Intl locale of the interface language in the visitor's country (en-IN, en-US, hi-IN, es-US...). */
export function useIntlLocale(): IntlLocale {
  const { i18n } = useTranslation();
  const { country } = useCountry();
  return intlLocale(i18n.language, country);
}

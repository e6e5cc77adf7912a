import { intlLocale, type IntlLocale } from '../../shared/intl';
import { useCountry } from './country';
import { useTranslation } from './i18n';

/**
 * Dates, times, numbers and money go through `src/shared/intl.ts`: one rule for the Intl locale
 * (hi-IN in Hindi, en-IN / en-US by country in English), shared with the server's emails.
 */
export {
  formatDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTime,
  intlLocale,
  type IntlLocale,
} from '../../shared/intl';

/** The Intl locale of the interface language in the visitor's country (hi-IN, en-IN, en-US). */
export function useIntlLocale(): IntlLocale {
  const { i18n } = useTranslation();
  const { country } = useCountry();
  return intlLocale(i18n.language, country);
}

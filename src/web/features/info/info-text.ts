import { useCallback, useMemo } from 'react';
import {
  FOUNDED_YEAR,
  LEGAL_LAST_UPDATED,
  PLAN_CURRENCY,
  PLAN_TERMS,
  SERVICE_CLAIMS,
  STATISTICS,
} from '../../../shared/content/marketing';
import { buildPath } from '../../../shared/routes';
import { getConfig } from '../../lib/config';
import { intlTag, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/info';

/** Intl puts narrow or no-break spaces in times ("9\u202FAM"); pages and tests want plain spaces. */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** "09:00" -> "9 AM", "20:30" -> "8:30 PM" (en-US). */
export function formatClockTime(hhmm: string, locale = 'en-US'): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    ...(minutes ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  });
  return plainSpaces(format.format(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** An ISO calendar date as "January 1, 2025" (en-US). */
export function formatCalendarDate(isoDate: string, locale = 'en-US'): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return plainSpaces(format.format(new Date(`${isoDate}T00:00:00Z`)));
}

/** A plan price in dollars: whole amounts without cents ("$99"), others with ("$9.99"). */
export function formatPlanPrice(amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: PLAN_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * The keys of a section of the information texts (`keysOf(info.safety.guidelines)`), in their order; of
 * a union of sections, any member's keys (a help topic's questions differ per topic).
 */
export const keysOf = <T extends object>(value: T) =>
  Object.keys(value) as (T extends unknown ? keyof T & string : never)[];

/** The contact form with its subject filled in: /contact?subject=... */
export function contactPath(subject: string): string {
  return `${buildPath('contact')}?${new URLSearchParams({ subject }).toString()}`;
}

export type InfoParams = Record<string, string | number>;

/**
 * The texts of the information pages: `text('about.lead')` is `t('info.about.lead')` with every shared
 * parameter filled in (brand from the server's configuration, figures and claims from the content module).
 */
export function useInfoText() {
  const { t } = useTranslation();
  // Dates and times in the interface language's Intl locale, with Latin digits (src/shared/intl.ts).
  const locale = intlTag(useIntlLocale());
  const params = useMemo<InfoParams>(() => {
    const { brand } = getConfig();
    const hours = SERVICE_CLAIMS.businessHours;
    return {
      siteName: brand.siteName,
      email: brand.supportEmail,
      founder: brand.founderName,
      year: FOUNDED_YEAR,
      availability: STATISTICS.availability,
      minimumAge: SERVICE_CLAIMS.minimumAge,
      moneyBackDays: PLAN_TERMS.employerMoneyBackDays,
      reviewTime: t('info.units.hours', { count: SERVICE_CLAIMS.reviewHours }),
      replyTime: t('info.units.hours', { count: SERVICE_CLAIMS.emailResponseHours }),
      privacyReplyTime: t('info.units.hours', { count: SERVICE_CLAIMS.privacyResponseHours }),
      demoTime: t('info.units.businessDays', { count: SERVICE_CLAIMS.demoBusinessDays }),
      deletionTime: t('info.units.days', { count: SERVICE_CLAIMS.accountDeletionDays }),
      liabilityPeriod: t('info.units.months', { count: SERVICE_CLAIMS.liabilityMonths }),
      businessHours: t('info.businessHours', {
        firstDay: t(`info.days.${hours.firstDay}`),
        lastDay: t(`info.days.${hours.lastDay}`),
        opens: formatClockTime(hours.opens, locale),
        closes: formatClockTime(hours.closes, locale),
      }),
      lastUpdated: formatCalendarDate(LEGAL_LAST_UPDATED, locale),
    };
  }, [t, locale]);

  const text = useCallback(
    (key: string, extra?: InfoParams) => t(`info.${key}`, { ...params, ...extra }),
    [t, params],
  );
  return { text, params, t };
}

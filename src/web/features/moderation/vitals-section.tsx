import type { VitalSummary } from '../../../shared/api/vitals';
import { VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from '../../../shared/vitals';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { errorMessage, type Translate } from '../../lib/api';
import { formatDate, formatNumber, useIntlLocale, type IntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useModerationVitals } from './api';

const RATING_TONES: Record<VitalRating, BadgeTone> = {
  good: 'success',
  needsImprovement: 'accent',
  poor: 'danger',
};

/** Rounded to two decimals ("2.14"). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** A metric's value as people read it: CLS as a score, INP in milliseconds, the other times in seconds. */
function vitalValue(metric: VitalMetric, value: number, locale: IntlLocale, t: Translate): string {
  if (metric === 'CLS') return formatNumber(twoDecimals(value), locale);
  if (metric === 'INP') {
    return t('moderation.vitals.milliseconds', { value: formatNumber(Math.round(value), locale) });
  }
  return t('moderation.vitals.seconds', { value: formatNumber(twoDecimals(value / 1000), locale) });
}

/** A day of the summary ('YYYY-MM-DD', UTC) as a date, the same day in every time zone. */
const utcDate = (day: string, locale: IntlLocale) => formatDate(`${day}T12:00:00.000Z`, locale);

function VitalCell({ metric, summary }: { metric: VitalMetric; summary: VitalSummary | undefined }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!summary) return <td className="px-3 py-2 text-muted-foreground">{t('moderation.vitals.noData')}</td>;
  return (
    <td className="px-3 py-2">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{vitalValue(metric, summary.p75, locale, t)}</span>
        <Badge tone={RATING_TONES[summary.rating]}>{t(`moderation.vitals.rating.${summary.rating}`)}</Badge>
      </span>
      <span className="block text-sm text-muted-foreground">
        {t('moderation.vitals.samples', { count: summary.samples })}
      </span>
    </td>
  );
}

/**
 * Field data on /moderation (issue #22 item 5): the p75 of each Core Web Vital per kind of page over the
 * last 7 days, with how many visits reported it and web-vitals' rating, then the thresholds.
 */
export function VitalsSection() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const vitals = useModerationVitals();
  const data = vitals.data;

  return (
    <section className="mt-12" aria-labelledby="vitals-title">
      <h2 id="vitals-title" className="text-2xl font-bold">
        {t('moderation.vitals.title')}
      </h2>
      {vitals.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {t('moderation.vitals.loadFailed')} {errorMessage(vitals.error, t)}
        </p>
      ) : !data ? (
        <p className="mt-3 text-muted-foreground">{t('moderation.vitals.loading')}</p>
      ) : (
        <>
          <p className="mt-3">
            {t('moderation.vitals.lead', { from: utcDate(data.from, locale), to: utcDate(data.to, locale) })}
          </p>
          {data.pages.length === 0 ? (
            <p className="mt-3 text-muted-foreground">{t('moderation.vitals.empty')}</p>
          ) : (
            // Wider than a phone: the table scrolls sideways inside its own box, reachable by keyboard.
            <div
              role="region"
              aria-labelledby="vitals-caption"
              tabIndex={0}
              className="mt-4 overflow-x-auto rounded-2xl border border-border bg-card"
            >
              <table className="w-full text-left">
                <caption id="vitals-caption" className="px-3 pt-3 text-left text-sm text-muted-foreground">
                  {t('moderation.vitals.caption')}
                </caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="px-3 py-2">
                      {t('moderation.vitals.page')}
                    </th>
                    {VITAL_METRICS.map((metric) => (
                      <th key={metric} scope="col" className="px-3 py-2">
                        {t(`moderation.vitals.metrics.${metric}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.pages.map((row) => (
                    <tr key={row.page}>
                      <th scope="row" className="px-3 py-2">
                        {t(`moderation.vitals.pages.${row.page}`)}
                      </th>
                      {VITAL_METRICS.map((metric) => (
                        <VitalCell key={metric} metric={metric} summary={row.metrics[metric]} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="mt-6 font-semibold">{t('moderation.vitals.thresholdsTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-muted-foreground">
            {VITAL_METRICS.map((metric) => (
              <li key={metric}>
                {t('moderation.vitals.threshold', {
                  metric: t(`moderation.vitals.metrics.${metric}`),
                  good: vitalValue(metric, VITAL_THRESHOLDS[metric].good, locale, t),
                  poor: vitalValue(metric, VITAL_THRESHOLDS[metric].poor, locale, t),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

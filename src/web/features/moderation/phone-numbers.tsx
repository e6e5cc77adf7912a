import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModerationQueue } from '../../../shared/api/moderation';
import { jobPath } from '../../../shared/routes';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { PersonLine, When, type Person } from './queue-parts';

function PhoneList({
  title,
  danger = false,
  children,
}: {
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mt-4">
      <h3 className={cn('text-lg font-bold', danger && 'text-danger')}>{title}</h3>
      <ul className="mt-2 space-y-2">{children}</ul>
    </div>
  );
}

/** Issue #24: live jobs whose Call number is not verified, and banned accounts' numbers used again. */
export function PhoneNumbers({ phones }: { phones: ModerationQueue['phones'] }) {
  const { t } = useTranslation();
  const name = (person: Person) => person.name ?? t('moderation.phones.someone');
  return (
    <>
      {phones.repeats.length > 0 ? (
        <PhoneList title={t('moderation.phones.repeatsTitle')} danger>
          {phones.repeats.map((repeat, index) => (
            <li key={index} className={cn(cardClasses, 'p-4 break-words')}>
              <p className="font-medium">
                {repeat.kind === 'job' && repeat.jobId !== null ? (
                  <Link to={jobPath(repeat.jobId)} className="underline">
                    {t('moderation.phones.repeatJob', {
                      phone: repeat.phone,
                      banned: repeat.bannedName ?? t('moderation.phones.someone'),
                      title: repeat.jobTitle ?? '',
                    })}
                  </Link>
                ) : (
                  t('moderation.phones.repeatAttempt', {
                    phone: repeat.phone,
                    banned: repeat.bannedName ?? t('moderation.phones.someone'),
                  })
                )}
              </p>
              <PersonLine
                text={t('moderation.phones.by', { name: name(repeat.person) })}
                person={repeat.person}
              />
              <When at={repeat.at} />
            </li>
          ))}
        </PhoneList>
      ) : null}
      {phones.unverified.length > 0 ? (
        <PhoneList title={t('moderation.phones.unverifiedTitle')}>
          {phones.unverified.map((job) => (
            <li key={job.jobId} className={cn(cardClasses, 'p-4 break-words')}>
              <Link to={jobPath(job.jobId)} className="font-medium underline">
                {t('moderation.phones.unverified', { phone: job.phone, title: job.jobTitle })}
              </Link>
              <PersonLine text={t('moderation.phones.by', { name: name(job.poster) })} person={job.poster} />
              <When at={job.createdAt} />
            </li>
          ))}
        </PhoneList>
      ) : null}
    </>
  );
}

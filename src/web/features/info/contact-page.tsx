import {
  CalendarCheck,
  Clock,
  Mail,
  MailOpen,
  MessageSquareReply,
  type IconComponent,
} from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ContactForm } from './contact-form';
import { breakableEmail, IconTile, InfoHero, pageContainer } from './info-ui';
import { contactPath, useInfoText } from './info-text';

function InfoCard({ icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className={cn(cardClasses, 'flex gap-4 p-5')}>
      <IconTile icon={icon} />
      <div className="min-w-0">
        <h3 className="text-lg font-bold">{title}</h3>
        <div className="mt-0.5 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  const { text, t, params } = useInfoText();
  const supportEmail = String(params.email);
  return (
    <>
      <InfoHero icon={MailOpen} title={t('pages.contact.title')} lead={text('contact.lead')} />

      <div className={cn(pageContainer, 'mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]')}>
        <ContactForm />

        <aside aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className="sr-only">
            {text('contact.infoTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <InfoCard icon={Mail} title={text('contact.cards.email.title')}>
              <p>{text('contact.cards.email.body')}</p>
              <a
                href={`mailto:${supportEmail}`}
                aria-label={supportEmail}
                className="inline-flex min-h-11 items-center font-semibold break-words text-primary underline-offset-4 hover:underline"
              >
                <span>{breakableEmail(supportEmail)}</span>
              </a>
            </InfoCard>
            <InfoCard icon={Clock} title={text('contact.cards.hours.title')}>
              <p className="font-medium text-foreground">{text('contact.cards.hours.body')}</p>
            </InfoCard>
            <InfoCard icon={MessageSquareReply} title={text('contact.cards.response.title')}>
              <p>{text('contact.cards.response.body')}</p>
            </InfoCard>
            <InfoCard icon={CalendarCheck} title={text('contact.cards.demo.title')}>
              <p>{text('contact.cards.demo.body')}</p>
              <Link
                to={contactPath(text('contact.cards.demo.subject'))}
                preventScrollReset
                replace
                className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
              >
                {text('contact.cards.demo.action')}
              </Link>
            </InfoCard>
          </ul>
        </aside>
      </div>
    </>
  );
}

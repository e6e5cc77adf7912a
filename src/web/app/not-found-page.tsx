import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { usePageTitle } from '../lib/head';
import { useTranslation } from '../lib/i18n';

/** Any path outside the route table. The server answers such paths with HTTP 404 and this same page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));

  // Spec: an unknown route is logged.
  useEffect(() => {
    console.warn('404: unknown route', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}

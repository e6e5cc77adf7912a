import { TriangleAlert } from '../components/icons';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useTranslation } from '../lib/i18n';

/**
 * Shown in place of a page that failed to load or render (errorElement of every route): a friendly
 * message and a reload button. A page chunk that no longer exists after a deploy lands here too.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error('Route error', isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('routeError.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
          {t('common.goHome')}
        </Link>
      </div>
    </div>
  );
}

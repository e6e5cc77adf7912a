import { Bell, Bot, Menu, X } from '../../components/icons';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Avatar } from '../../components/avatar';
import { UnreadBadge } from '../../components/unread-badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { useTranslation } from '../../lib/i18n';
import { HydrationRegion } from '../../lib/hydration-regions';
import { lazyPart, preloadOnWideScreens } from '../../lib/lazy-part';
import { useIsMobile } from '../../lib/media';
import { useUnreadTotal } from '../../lib/messaging';
import { useNotificationsUnread } from '../../lib/notifications';
import { useSession, useSignOut } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { Logo } from './logo';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { MenuLink, ProfileAndMessagesLinks, SignOutMenuItem, withUnreadMessages } from './menu-items';
import { UserMenu } from './user-menu';

const mobileItemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-muted';

/**
 * The city and search boxes: in the header from the start on a wide screen, where their code is fetched
 * at once; on a phone only in the menu, so a phone downloads them when the menu first opens.
 */
const HeaderSearch = lazyPart(async () => (await import('./header-search')).HeaderSearch);
preloadOnWideScreens(HeaderSearch);

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const openAuth = useAuthPrompt();
  const { user, isPending } = useSession();
  const isMobile = useIsMobile();
  const unread = useUnreadTotal(Boolean(user));
  const alertsUnread = useNotificationsUnread(Boolean(user));
  const notificationsLabel =
    alertsUnread > 0 ? t('header.notificationsUnread', { count: alertsUnread }) : t('header.notifications');
  const signOut = useSignOut();
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The mobile menu belongs to the location it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMenuOpenAt(null);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const handleSignOut = async (thenGoHome: boolean) => {
    try {
      await signOut();
      if (thenGoHome) await navigate('/');
    } catch (error) {
      toastError(t('header.signOutFailed'), errorMessage(error, t));
    }
  };

  const aiLink = buildPath('aiAssistant');

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-3">
        <Logo />

        {isMobile ? null : (
          <div className="hidden min-w-0 flex-1 items-center gap-2 md:flex lg:gap-3">
            <HydrationRegion>
              <HeaderSearch />
            </HydrationRegion>
          </div>
        )}

        <nav aria-label={t('header.mainLinks')} className="ml-auto hidden items-center gap-1 md:flex">
          <Link
            to={aiLink}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5' })}
            aria-label={t('header.aiAssistant')}
          >
            <Bot aria-hidden="true" className="size-5" />
            <span className="hidden xl:inline">{t('header.aiAssistant')}</span>
          </Link>
        </nav>

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {user ? (
            <Link
              to={buildPath('notifications')}
              aria-label={notificationsLabel}
              title={t('header.notifications')}
              className="relative inline-flex size-11 items-center justify-center rounded-xl hover:bg-muted"
            >
              <Bell aria-hidden="true" className="size-6" />
              <UnreadBadge count={alertsUnread} className="absolute top-0.5 right-0.5" />
            </Link>
          ) : null}
          <LanguageSwitch />
          <ThemeToggle />
          {/* On a phone the menu holds these. */}
          {isMobile ? null : (
            <div className="hidden items-center gap-2 md:flex">
              {isPending ? (
                <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-muted" />
              ) : user ? (
                <UserMenu user={user} unread={unread} onSignOut={() => void handleSignOut(false)} />
              ) : (
                <>
                  <Button variant="ghost" size="sm" onClick={() => openAuth('login')}>
                    {t('header.signIn')}
                  </Button>
                  <Button size="sm" onClick={() => openAuth('register')}>
                    {t('header.signUp')}
                  </Button>
                </>
              )}
            </div>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={
              menuOpen ? t('header.closeMenu') : withUnreadMessages(t('header.openMenu'), unread, t)
            }
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
            className="relative inline-flex size-11 items-center justify-center rounded-xl hover:bg-muted md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            {menuOpen ? null : <UnreadBadge count={unread} className="absolute top-0.5 right-0.5" />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-card md:hidden"
      >
        {menuOpen ? (
          <div className="mx-auto max-w-7xl space-y-4 px-3 py-4 sm:px-4">
            <Suspense fallback={<LoadingStatus className="min-h-12 px-3" />}>
              <HeaderSearch inMenu />
            </Suspense>
            <nav aria-label={t('header.mainLinks')}>
              <Link to={aiLink} className={mobileItemClasses}>
                <Bot aria-hidden="true" className="size-5 text-primary" />
                {t('header.aiAssistant')}
              </Link>
            </nav>
            <LanguageSwitch inMenu />
            <div className="border-t border-border pt-4">
              {isPending ? null : user ? (
                <div className="space-y-1">
                  <p className="flex items-center gap-3 px-3 pb-2 font-semibold">
                    <Avatar name={user.name} />
                    <span className="min-w-0 break-words">
                      {t('header.welcomeBack', { name: user.name })}
                    </span>
                  </p>
                  <ProfileAndMessagesLinks unread={unread} className={mobileItemClasses} />
                  <MenuLink
                    to={buildPath('notifications')}
                    icon={Bell}
                    text={t('header.notifications')}
                    className={mobileItemClasses}
                    unread={{ count: alertsUnread, label: notificationsLabel }}
                  />
                  <SignOutMenuItem className={mobileItemClasses} onClick={() => void handleSignOut(true)} />
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Button
                    variant="outline"
                    onClick={() => {
                      setMenuOpenAt(null);
                      openAuth('login');
                    }}
                  >
                    {t('header.signIn')}
                  </Button>
                  <Button
                    onClick={() => {
                      setMenuOpenAt(null);
                      openAuth('register');
                    }}
                  >
                    {t('header.signUp')}
                  </Button>
                </div>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}

import { ChevronDown, Settings } from '../../components/icons';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Avatar, initialOf } from '../../components/avatar';
import { UnreadBadge } from '../../components/unread-badge';
import { cn } from '../../lib/cn';
import { useMenuDisclosure } from '../../lib/dismiss';
import { useTranslation } from '../../lib/i18n';
import { userContactLine, type SessionUser } from '../../lib/session';
import { MenuLink, ProfileAndMessagesLinks, SignOutMenuItem, withUnreadMessages } from './menu-items';

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-card-foreground hover:bg-muted focus-visible:bg-muted';

/**
 * Desktop account menu: avatar and name, then My Profile, Messages, Settings and Sign Out. The unread
 * message count shows on the avatar and beside Messages.
 */
export function UserMenu({
  user,
  unread,
  onSignOut,
}: {
  user: SessionUser;
  unread: number;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu belongs to the location it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const contact = userContactLine(user);
  const { rootRef, buttonProps, panelProps } = useMenuDisclosure(open, () => setOpenAt(null));

  // Label in name (WCAG 2.5.3): the name begins with what the button shows, the initial and then (on
  // wide screens) the name, "P priya sharma, account menu". The unread count is drawn over the avatar
  // from outside the button, so that the button's own text stays the initial and the name; its name
  // says the count in words.
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={withUnreadMessages(
          t('header.userMenu', { initial: initialOf(user.name), name: user.name }),
          unread,
          t,
        )}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1.5 hover:bg-muted"
      >
        <Avatar name={user.name} />{' '}
        <span className="hidden max-w-36 truncate font-semibold lg:inline">{user.name}</span>
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {/* Where the avatar is in the button (px-1.5, centred in its 44px). */}
      <span aria-hidden="true" className="pointer-events-none absolute top-1 left-1.5 size-9">
        <UnreadBadge count={unread} className="absolute -top-1.5 -right-2 ring-2 ring-card" />
      </span>
      <div
        {...panelProps}
        className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-border bg-card p-2 shadow-lg"
      >
        <div className="border-b border-border px-3 pt-1 pb-3">
          <p className="truncate font-semibold">{user.name}</p>
          {contact ? <p className="truncate text-sm text-muted-foreground">{contact}</p> : null}
        </div>
        <nav aria-label={t('header.accountLinks')} className="pt-2">
          <ProfileAndMessagesLinks unread={unread} className={itemClasses} />
          <MenuLink
            to={buildPath('settings')}
            icon={Settings}
            text={t('header.settings')}
            className={itemClasses}
          />
        </nav>
        <div className="mt-2 border-t border-border pt-2">
          <SignOutMenuItem
            className={itemClasses}
            onClick={() => {
              setOpenAt(null);
              onSignOut();
            }}
          />
        </div>
      </div>
    </div>
  );
}

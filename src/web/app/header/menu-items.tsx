import { LogOut, MessageSquare, User, type IconComponent } from '../../components/icons';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { UnreadBadge } from '../../components/unread-badge';
import { useTranslation, type Translate } from '../../lib/i18n';

/** A menu button's name, then, while there are unread messages, their count after a comma. */
export function withUnreadMessages(name: string, unread: number, t: Translate): string {
  return unread > 0 ? `${name}, ${t('header.messagesUnread', { count: unread })}` : name;
}

/**
 * A link of the account menus (the desktop menu and the mobile one): its icon and text, and with
 * `unread` a count beside them; while there is one, the link's name says it (`unread.label`).
 */
export function MenuLink({
  to,
  icon: Icon,
  text,
  className,
  unread,
}: {
  to: string;
  icon: IconComponent;
  text: string;
  className: string;
  unread?: { count: number; label: string };
}) {
  return (
    <Link to={to} className={className} aria-label={unread && unread.count > 0 ? unread.label : undefined}>
      <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      {text}
      {unread ? <UnreadBadge count={unread.count} className="ml-auto" /> : null}
    </Link>
  );
}

/** The first links of both account menus: My Profile, then Messages with the unread message count. */
export function ProfileAndMessagesLinks({ unread, className }: { unread: number; className: string }) {
  const { t } = useTranslation();
  return (
    <>
      <MenuLink to={buildPath('profile')} icon={User} text={t('header.myProfile')} className={className} />
      <MenuLink
        to={buildPath('messages')}
        icon={MessageSquare}
        text={t('header.messages')}
        className={className}
        unread={{ count: unread, label: t('header.messagesUnread', { count: unread }) }}
      />
    </>
  );
}

/** The menus' Sign Out. */
export function SignOutMenuItem({ className, onClick }: { className: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={onClick}>
      <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
      {t('header.signOut')}
    </button>
  );
}

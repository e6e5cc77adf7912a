/**
 * The app's icons: lucide's drawings, each a `<symbol>` of one sprite file (src/web/assets/icon-sprite.svg,
 * written by `npm run icons` from the names below), drawn with `<use>`. The page's JavaScript carries
 * only the names and the browser fetches and caches the drawings once, instead of every icon being
 * three to six elements in each job card's HTML and in the scripts (issue #22).
 *
 * Props: any SVG attribute (`className` for size and colour, `strokeWidth` for a thinner line); an icon
 * without an accessible name is hidden from assistive technology.
 */
import type { ReactElement, SVGProps } from 'react';
import spriteUrl from '../assets/icon-sprite.svg?url&no-inline';
import { cn } from '../lib/cn';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'>;
export type IconComponent = (props: IconProps) => ReactElement;

/** Size 24 px, no fill, a round 2-unit stroke in the text colour: `svg.icon` in styles.css. */
function spriteIcon(name: string): IconComponent {
  return function SpriteIcon({ className, strokeWidth, style, ...rest }: IconProps) {
    const named = Boolean(rest['aria-label'] ?? rest['aria-labelledby'] ?? rest.role);
    return (
      <svg
        aria-hidden={named ? undefined : true}
        {...rest}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        className={cn('icon', className)}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ spriteIcon('arrow-left');
export const ArrowRight = /* @__PURE__ */ spriteIcon('arrow-right');
export const AudioLines = /* @__PURE__ */ spriteIcon('audio-lines');
export const BadgeAlert = /* @__PURE__ */ spriteIcon('badge-exclamation-point');
export const BadgeCheck = /* @__PURE__ */ spriteIcon('badge-check');
export const BadgeDollarSign = /* @__PURE__ */ spriteIcon('badge-dollar-sign');
export const Ban = /* @__PURE__ */ spriteIcon('ban');
export const Banknote = /* @__PURE__ */ spriteIcon('banknote');
export const Bell = /* @__PURE__ */ spriteIcon('bell');
export const BellOff = /* @__PURE__ */ spriteIcon('bell-off');
export const BellPlus = /* @__PURE__ */ spriteIcon('bell-plus');
export const BellRing = /* @__PURE__ */ spriteIcon('bell-ring');
export const BookOpen = /* @__PURE__ */ spriteIcon('book-open');
export const Bot = /* @__PURE__ */ spriteIcon('bot');
export const Briefcase = /* @__PURE__ */ spriteIcon('briefcase');
export const BriefcaseBusiness = /* @__PURE__ */ spriteIcon('briefcase-business');
export const Bus = /* @__PURE__ */ spriteIcon('bus');
export const CalendarCheck = /* @__PURE__ */ spriteIcon('calendar-check');
export const CalendarClock = /* @__PURE__ */ spriteIcon('calendar-clock');
export const CalendarDays = /* @__PURE__ */ spriteIcon('calendar-days');
export const Check = /* @__PURE__ */ spriteIcon('check');
export const CheckCheck = /* @__PURE__ */ spriteIcon('check-check');
export const ChefHat = /* @__PURE__ */ spriteIcon('chef-hat');
export const ChevronDown = /* @__PURE__ */ spriteIcon('chevron-down');
export const ChevronRight = /* @__PURE__ */ spriteIcon('chevron-right');
export const CircleAlert = /* @__PURE__ */ spriteIcon('circle-exclamation-point');
export const CircleCheck = /* @__PURE__ */ spriteIcon('circle-check');
export const CircleDollarSign = /* @__PURE__ */ spriteIcon('circle-dollar-sign');
export const CircleHelp = /* @__PURE__ */ spriteIcon('circle-question-mark');
export const CircleX = /* @__PURE__ */ spriteIcon('circle-x');
export const ClipboardList = /* @__PURE__ */ spriteIcon('clipboard-list');
export const Clock = /* @__PURE__ */ spriteIcon('clock');
export const Copy = /* @__PURE__ */ spriteIcon('copy');
export const CreditCard = /* @__PURE__ */ spriteIcon('credit-card');
export const DollarSign = /* @__PURE__ */ spriteIcon('dollar-sign');
export const EllipsisVertical = /* @__PURE__ */ spriteIcon('ellipsis-vertical');
export const Eye = /* @__PURE__ */ spriteIcon('eye');
export const EyeOff = /* @__PURE__ */ spriteIcon('eye-off');
export const Flag = /* @__PURE__ */ spriteIcon('flag');
export const Globe = /* @__PURE__ */ spriteIcon('globe');
export const HandCoins = /* @__PURE__ */ spriteIcon('hand-coins');
export const Handshake = /* @__PURE__ */ spriteIcon('handshake');
export const HardHat = /* @__PURE__ */ spriteIcon('hard-hat');
export const Headset = /* @__PURE__ */ spriteIcon('headset');
export const HeartHandshake = /* @__PURE__ */ spriteIcon('heart-handshake');
export const House = /* @__PURE__ */ spriteIcon('house');
export const Inbox = /* @__PURE__ */ spriteIcon('inbox');
export const IndianRupee = /* @__PURE__ */ spriteIcon('indian-rupee');
export const Info = /* @__PURE__ */ spriteIcon('info');
export const KeyRound = /* @__PURE__ */ spriteIcon('key-round');
export const Keyboard = /* @__PURE__ */ spriteIcon('keyboard');
export const Languages = /* @__PURE__ */ spriteIcon('languages');
export const LayoutGrid = /* @__PURE__ */ spriteIcon('layout-grid');
export const Lightbulb = /* @__PURE__ */ spriteIcon('lightbulb');
export const List = /* @__PURE__ */ spriteIcon('list');
export const LocateFixed = /* @__PURE__ */ spriteIcon('locate-fixed');
export const LockKeyhole = /* @__PURE__ */ spriteIcon('lock-keyhole');
export const LogIn = /* @__PURE__ */ spriteIcon('log-in');
export const LogOut = /* @__PURE__ */ spriteIcon('log-out');
export const Mail = /* @__PURE__ */ spriteIcon('mail');
export const MailCheck = /* @__PURE__ */ spriteIcon('mail-check');
export const MailOpen = /* @__PURE__ */ spriteIcon('mail-open');
export const MailWarning = /* @__PURE__ */ spriteIcon('mail-exclamation-point');
export const MapIcon = /* @__PURE__ */ spriteIcon('map');
export const MapPin = /* @__PURE__ */ spriteIcon('map-pin');
export const Menu = /* @__PURE__ */ spriteIcon('menu');
export const MessageCircle = /* @__PURE__ */ spriteIcon('message-circle');
export const MessageCircleWarning = /* @__PURE__ */ spriteIcon('message-circle-exclamation-point');
export const MessageSquare = /* @__PURE__ */ spriteIcon('message-square');
export const MessageSquareReply = /* @__PURE__ */ spriteIcon('message-square-reply');
export const MessageSquareText = /* @__PURE__ */ spriteIcon('message-square-text');
export const MessagesSquare = /* @__PURE__ */ spriteIcon('messages-square');
export const Mic = /* @__PURE__ */ spriteIcon('mic');
export const MicOff = /* @__PURE__ */ spriteIcon('mic-off');
export const Moon = /* @__PURE__ */ spriteIcon('moon');
export const PaintRoller = /* @__PURE__ */ spriteIcon('paint-roller');
export const Palette = /* @__PURE__ */ spriteIcon('palette');
export const Pencil = /* @__PURE__ */ spriteIcon('pencil');
export const Phone = /* @__PURE__ */ spriteIcon('phone');
export const PlusCircle = /* @__PURE__ */ spriteIcon('circle-plus');
export const RefreshCw = /* @__PURE__ */ spriteIcon('refresh-cw');
export const Rocket = /* @__PURE__ */ spriteIcon('rocket');
export const RotateCcw = /* @__PURE__ */ spriteIcon('rotate-ccw');
export const RotateCw = /* @__PURE__ */ spriteIcon('rotate-cw');
export const Scale = /* @__PURE__ */ spriteIcon('scale');
export const Search = /* @__PURE__ */ spriteIcon('search');
export const SearchX = /* @__PURE__ */ spriteIcon('search-x');
export const Send = /* @__PURE__ */ spriteIcon('send');
export const SendHorizontal = /* @__PURE__ */ spriteIcon('send-horizontal');
export const Settings = /* @__PURE__ */ spriteIcon('settings');
export const Share2 = /* @__PURE__ */ spriteIcon('share-2');
export const Shield = /* @__PURE__ */ spriteIcon('shield');
export const ShieldAlert = /* @__PURE__ */ spriteIcon('shield-exclamation-point');
export const ShieldCheck = /* @__PURE__ */ spriteIcon('shield-check');
export const ShieldX = /* @__PURE__ */ spriteIcon('shield-x');
export const Siren = /* @__PURE__ */ spriteIcon('siren');
export const SlidersHorizontal = /* @__PURE__ */ spriteIcon('sliders-horizontal');
export const Smartphone = /* @__PURE__ */ spriteIcon('smartphone');
export const Sparkles = /* @__PURE__ */ spriteIcon('sparkles');
export const Sprout = /* @__PURE__ */ spriteIcon('sprout');
export const Square = /* @__PURE__ */ spriteIcon('square');
export const SquarePen = /* @__PURE__ */ spriteIcon('square-pen');
export const Star = /* @__PURE__ */ spriteIcon('star');
export const Store = /* @__PURE__ */ spriteIcon('store');
export const Sun = /* @__PURE__ */ spriteIcon('sun');
export const Target = /* @__PURE__ */ spriteIcon('target');
export const TimerOff = /* @__PURE__ */ spriteIcon('timer-off');
export const Trash2 = /* @__PURE__ */ spriteIcon('trash');
export const TrendingUp = /* @__PURE__ */ spriteIcon('trending-up');
export const TriangleAlert = /* @__PURE__ */ spriteIcon('triangle-exclamation-point');
export const Truck = /* @__PURE__ */ spriteIcon('truck');
export const Undo2 = /* @__PURE__ */ spriteIcon('undo-2');
export const User = /* @__PURE__ */ spriteIcon('user');
export const UserCheck = /* @__PURE__ */ spriteIcon('user-check');
export const UserPlus = /* @__PURE__ */ spriteIcon('user-plus');
export const UserRound = /* @__PURE__ */ spriteIcon('user-round');
export const UserRoundCheck = /* @__PURE__ */ spriteIcon('user-round-check');
export const Users = /* @__PURE__ */ spriteIcon('users');
export const UsersRound = /* @__PURE__ */ spriteIcon('users-round');
export const Utensils = /* @__PURE__ */ spriteIcon('utensils');
export const Video = /* @__PURE__ */ spriteIcon('video');
export const Volume2 = /* @__PURE__ */ spriteIcon('volume-2');
export const Wallet = /* @__PURE__ */ spriteIcon('wallet');
export const Warehouse = /* @__PURE__ */ spriteIcon('warehouse');
export const WifiOff = /* @__PURE__ */ spriteIcon('wifi-off');
export const X = /* @__PURE__ */ spriteIcon('x');
export const Zap = /* @__PURE__ */ spriteIcon('zap');

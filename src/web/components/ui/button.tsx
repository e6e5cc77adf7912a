import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outlineOnDark' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
  secondary: 'bg-accent text-accent-foreground hover:brightness-95 dark:hover:brightness-125',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  /** The outline on a dark call-to-action band (stone-900, the accent in dark mode). */
  outlineOnDark:
    'border border-white/70 bg-transparent text-white hover:bg-white/10 dark:border-accent-foreground/60 dark:text-accent-foreground',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-danger-foreground hover:brightness-110 shadow-sm',
};

const SIZES: Record<ButtonSize, string> = {
  // Every size keeps a 44px tap target.
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-14 px-6 text-lg',
  icon: 'size-11 p-0',
};

/** Button look for links and buttons alike. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(
    // Long labels (Tamil, Telugu, Spanish) wrap onto a second line at 360px instead of spilling out.
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl text-center font-semibold text-balance',
    'transition-colors select-none disabled:pointer-events-none disabled:opacity-60',
    'aria-disabled:pointer-events-none aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy; `loadingText` replaces the label meanwhile. */
  loading?: boolean;
  loadingText?: ReactNode;
}

export function Button({
  variant,
  size,
  loading = false,
  loadingText,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

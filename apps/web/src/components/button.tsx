import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-gradient text-white shadow-card hover:brightness-105 active:brightness-95',
  secondary: 'bg-surface text-ink border border-line hover:bg-canvas active:bg-line/60',
  ghost: 'bg-transparent text-ink hover:bg-ink/5 active:bg-ink/10',
  danger: 'bg-danger text-white hover:brightness-105 active:brightness-95',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Full width of its container. */
  block?: boolean;
}

/** The app's button: at least 44 px tall (a comfortable touch target), rounded, with a visible focus ring. */
export function Button({
  variant = 'primary',
  block = false,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-[15px] font-semibold transition duration-150 disabled:cursor-not-allowed disabled:opacity-55 ${VARIANTS[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    />
  );
}

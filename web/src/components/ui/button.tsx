import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const VARIANTS = {
  primary: 'bg-ember text-white hover:bg-ember-deep shadow-sm',
  dark: 'bg-charcoal text-cream hover:bg-ink',
  outline: 'border border-charcoal/25 bg-transparent text-charcoal hover:border-charcoal hover:bg-charcoal/5',
  light: 'bg-cream text-charcoal hover:bg-white',
  ghost: 'bg-transparent text-charcoal hover:bg-charcoal/5',
} as const;

const SIZES = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 px-8 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** Class list of a button, for links that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-night-900 text-white hover:bg-night-800 shadow-soft',
  secondary: 'bg-moon-400 text-night-950 hover:bg-moon-300',
  outline: 'border-2 border-night-900/15 bg-white text-night-900 hover:border-night-900/40',
  ghost: 'text-night-900 hover:bg-night-50',
  danger: 'bg-rose-500 text-white hover:bg-rose-500/90',
  /** An outlined button on a dark card. */
  onDark: 'border-2 border-white/30 text-white hover:border-white/60',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-5 text-base gap-2',
  lg: 'h-13 px-7 text-lg gap-2.5',
  icon: 'h-10 w-10 justify-center',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(
    'inline-flex items-center justify-center rounded-full font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

// The one button look, in a few variants and sizes. `buttonClass` styles a link that acts as a
// button (a router Link to the next step); `Button` is the <button> itself.
import type { ButtonHTMLAttributes, Ref } from 'react';

const VARIANTS = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'border border-stone-300 bg-white hover:bg-stone-100',
  outline: 'border border-accent-700 text-accent-800 hover:bg-accent-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
} as const;

const WEIGHTS: Record<keyof typeof VARIANTS, string> = {
  primary: 'font-semibold',
  secondary: 'font-medium',
  outline: 'font-semibold',
  danger: 'font-semibold',
  'danger-outline': 'font-medium',
};

const SIZES = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-2.5',
} as const;

export type ButtonStyle = {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Layout only (margins, alignment, width): the look comes from variant and size. */
  className?: string;
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  className = '',
}: ButtonStyle = {}) {
  // Small buttons (the header's) stay at the lighter weight: the logged-in header must fit 375 px.
  const weight = size === 'sm' ? 'font-medium' : WEIGHTS[variant];
  return `rounded-lg text-center disabled:opacity-60 ${VARIANTS[variant]} ${weight} ${SIZES[size]} ${className}`.trim();
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> &
  ButtonStyle & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonClass({ variant, size, className })} />;
}

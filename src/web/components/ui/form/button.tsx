// The one button look, in a few variants and sizes. `buttonClass` styles a link that acts as a
// button (a router Link to the next step); `Button` is the <button> itself.
import type { ButtonHTMLAttributes, Ref } from 'react';

const VARIANTS = {
  primary: 'bg-accent-700 font-semibold text-white hover:bg-accent-800',
  secondary: 'border border-stone-300 bg-white font-medium hover:bg-stone-100',
  outline: 'border border-accent-700 font-semibold text-accent-800 hover:bg-accent-50',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 bg-white font-medium text-red-800 hover:bg-red-50',
} as const;

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
  return `rounded-lg text-center disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> &
  ButtonStyle & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonClass({ variant, size, className })} />;
}

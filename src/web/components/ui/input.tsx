// Text inputs of the design system. Invalid state comes from aria-invalid, so the style and what
// assistive technology announces can never disagree.
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-border-strong bg-surface px-3 text-sm text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground/70 transition-[border-color,box-shadow] duration-150 ' +
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/20 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(inputClasses, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, rows = 3, ...props }, ref) {
    return <textarea ref={ref} rows={rows} className={cn(inputClasses, 'py-2', className)} {...props} />;
  },
);

/** An email address: the email keyboard, no spell-check, the longest address allowed (254). */
export const EmailInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function EmailInput(props, ref) {
    return <Input ref={ref} type="email" inputMode="email" spellCheck={false} maxLength={254} {...props} />;
  },
);

/** A numeric code (authenticator code, PIN): the number pad, digits only, offered by the OS's
 * one-time-code autofill. */
export const CodeInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
    value: string;
    onValueChange: (digits: string) => void;
  }
>(function CodeInput({ value, onValueChange, ...props }, ref) {
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, ''))}
      {...props}
    />
  );
});

// The lists' search box (debounced into the address) and compact labelled selects.
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type SelectHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text), 250);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className={cn('relative min-w-48 flex-1 sm:max-w-sm', className)}>
      <Search
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        aria-hidden
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={cn(inputClasses, 'h-10 pl-9')}
      />
    </div>
  );
}

export function SelectFilter({
  label,
  options,
  className,
  hideLabel,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label
        htmlFor={id}
        className={cn('text-muted-foreground text-sm whitespace-nowrap', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <select id={id} className={cn(inputClasses, 'h-10 w-auto pr-8')} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// A native select styled like the design system's inputs (keyboard and screen readers for free).
import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select className={cn(inputClasses, 'h-10 appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
        aria-hidden
      />
    </div>
  );
}

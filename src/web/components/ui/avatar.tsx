// A person's picture, or their initials when there is none.
import { cn } from '../../lib/cn';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function UserAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'bg-brand-soft text-brand-soft-foreground inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
        className,
      )}
      aria-hidden
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initialsOf(name)}
    </span>
  );
}

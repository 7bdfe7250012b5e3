// The visitor's header: section links on the landing page, Sign In and Get Started.
import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import { MobileMenu } from './mobile-menu';
import { PUBLIC_LINKS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

/** The fixed language label (English until translations exist); the text may shrink to the globe icon. */
export function LanguageLabel({ className, textClassName }: { className?: string; textClassName?: string }) {
  return (
    <span
      title="Language: English"
      className={cn('text-muted-foreground items-center gap-1.5 text-sm', className)}
    >
      <Globe className="size-4" aria-hidden />
      <span className={textClassName}>English</span>
    </span>
  );
}

export function PublicNav() {
  return (
    <>
      <nav aria-label="Main" className="hidden flex-1 items-center justify-center md:flex">
        <ul className="flex items-center gap-1">
          {PUBLIC_LINKS.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="text-muted-foreground hover:text-foreground hover:bg-muted rounded-md px-3 py-2 text-sm font-medium transition-colors"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-1.5 md:ml-0">
        <LanguageLabel className="mr-2 hidden lg:inline-flex" />
        <ThemeToggle />
        <div className="hidden items-center gap-1.5 md:flex">
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses({ size: 'sm' })}>
            Get Started
          </Link>
        </div>
        <MobileMenu user={null} />
      </div>
    </>
  );
}

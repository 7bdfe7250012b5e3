// The footer: Product, Support and Legal links, the support address, social links, language, copyright.
import { Globe, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../components/ui/logo';
import { usePublicSettings } from '../features/settings/api/get-public-settings';
import { FOOTER_COLUMNS } from './nav-items';
import { GitHubIcon, LinkedInIcon, XIcon } from './social-icons';

const SOCIAL_LINKS = [
  { label: 'Signet on X (Twitter)', href: 'https://x.com/', Icon: XIcon },
  { label: 'Signet on GitHub', href: 'https://github.com/', Icon: GitHubIcon },
  { label: 'Signet on LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
];

export function SiteFooter() {
  const { data: settings } = usePublicSettings();
  const siteName = settings?.siteName ?? 'Signet';
  const year = new Date().getFullYear();

  return (
    <footer className="border-border bg-surface-2 border-t">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-3 gap-x-6 gap-y-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-3 max-w-sm md:col-span-1">
            <Link to="/" className="inline-flex rounded-md">
              <Logo name={siteName} />
            </Link>
            <p className="text-muted-foreground mt-4 text-sm leading-relaxed">
              {settings?.siteDescription ??
                'Signet simplifies how you send, sign and manage digital documents, with secure, legally binding electronic signatures.'}
            </p>
            {settings?.supportEmail && (
              <a
                href={`mailto:${settings.supportEmail}`}
                className="text-foreground hover:text-brand mt-4 inline-flex items-center gap-2 text-sm font-medium transition-colors"
              >
                <Mail className="size-4" aria-hidden />
                {settings.supportEmail}
              </a>
            )}
            <ul className="mt-5 flex items-center gap-2" aria-label="Social links">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="text-muted-foreground hover:text-foreground hover:bg-muted border-border inline-flex size-9 items-center justify-center rounded-lg border transition-colors"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-foreground text-sm font-semibold">{column.title}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="text-muted-foreground hover:text-foreground text-sm transition-colors"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="border-border mt-12 flex flex-col gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">
            © {year} {siteName}. All rights reserved.
          </p>
          <div className="flex items-center gap-2">
            <Globe className="text-muted-foreground size-4" aria-hidden />
            <label htmlFor="footer-language" className="sr-only">
              Language
            </label>
            <select
              id="footer-language"
              defaultValue="en"
              className="border-border-strong bg-surface text-foreground h-9 rounded-lg border px-3 pr-8 text-sm"
            >
              <option value="en">English</option>
            </select>
          </div>
        </div>
      </div>
    </footer>
  );
}

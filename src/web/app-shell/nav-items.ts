// The header's and footer's links, in one place (routes and labels from the spec, section 2).
import {
  FilePlus2,
  FileText,
  FileSignature,
  HelpCircle,
  LayoutDashboard,
  PenLine,
  Settings,
  User,
  Send,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  href: string;
  icon?: LucideIcon;
}

export const PUBLIC_LINKS: NavItem[] = [
  { label: 'Features', href: '/#features' },
  { label: 'How It Works', href: '/#how-it-works' },
  { label: 'Pricing', href: '/#pricing' },
];

export const MAIN_MENU: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'My Documents', href: '/documents', icon: FileText },
  { label: 'Sent Documents', href: '/sent', icon: Send },
  { label: 'Add Document', href: '/document-upload', icon: FilePlus2 },
  { label: 'My Signatures', href: '/my-signatures', icon: PenLine },
];

export const MORE_MENU: NavItem[] = [
  { label: 'Clients', href: '/clients', icon: Users },
  { label: 'Help & Support', href: '/help', icon: HelpCircle },
  { label: 'Contract Generator', href: '/contract-generator', icon: FileSignature },
];

export const ACCOUNT_MENU: NavItem[] = [
  { label: 'Profile', href: '/profile', icon: User },
  { label: 'Settings', href: '/profile?tab=security', icon: Settings },
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
];

export const FOOTER_COLUMNS: { title: string; links: NavItem[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Security', href: '/security' },
      { label: 'Enterprise', href: '/enterprise' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact', href: '/contact' },
      { label: 'Status', href: '/status' },
      { label: 'Verify a document', href: '/verify' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Compliance', href: '/compliance' },
      { label: 'GDPR', href: '/gdpr' },
    ],
  },
];

/** The spec's rule: a menu item is active when the current path starts with its href's path. */
export function isActive(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0]!;
  if (path === '/') return pathname === '/';
  return pathname.startsWith(path);
}

// The landing hero: the pitch, the PDF drop box and the two calls to action.
import { ArrowRight, Check, Lock, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PdfDropBox } from './pdf-drop-box';

const REASSURANCES = ['Free plan available', 'Signers need no account', 'No third-party trackers'];

export function HeroSection({
  signedIn,
  userCount,
  onPdf,
}: {
  signedIn: boolean;
  userCount: number | null;
  onPdf: (file: File) => void;
}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,color-mix(in_srgb,var(--primary)_16%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-50"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="border-border bg-surface text-muted-foreground inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-xs">
            <ShieldCheck className="text-brand size-3.5" aria-hidden />
            Self-hosted electronic signatures
          </p>
          <h1
            id="hero-title"
            className="text-foreground mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Send, sign and track contracts <span className="text-brand">in minutes</span>
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg leading-relaxed text-pretty">
            Upload a PDF, drag signatures into place and share a signing link or an email invite. Get notified
            when it’s viewed, signed and completed, then download the sealed PDF.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <>
                <Link to="/dashboard" className={buttonClasses({ size: 'lg' })}>
                  Go to Dashboard
                  <ArrowRight aria-hidden />
                </Link>
                <Link to="/document-upload" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                  Add Document
                </Link>
              </>
            ) : (
              <>
                <Link to="/register" className={buttonClasses({ size: 'lg' })}>
                  Get Started Free
                  <ArrowRight aria-hidden />
                </Link>
                <Link to="/login" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
                  Sign In
                </Link>
              </>
            )}
          </div>
          <ul className="text-muted-foreground mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {REASSURANCES.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <Check className="text-success size-4 shrink-0" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          {userCount !== null && (
            <p className="text-muted-foreground mt-8 flex items-center gap-2 text-sm">
              <Users className="text-brand size-4" aria-hidden />
              Trusted by{' '}
              <span className="text-foreground font-semibold">{userCount.toLocaleString('en-US')}+</span>{' '}
              users
            </p>
          )}
        </div>

        <div className="relative">
          <div
            aria-hidden
            className="bg-primary/20 absolute -inset-4 -z-10 rounded-[2rem] opacity-60 blur-3xl dark:opacity-40"
          />
          <div className="border-border bg-surface rounded-2xl border p-2 shadow-2xl shadow-black/10 dark:shadow-black/40">
            <div className="flex items-center gap-1.5 px-3 pt-2 pb-3" aria-hidden>
              <span className="size-2.5 rounded-full bg-[#ff5f57]" />
              <span className="size-2.5 rounded-full bg-[#febc2e]" />
              <span className="size-2.5 rounded-full bg-[#28c840]" />
            </div>
            <PdfDropBox onPdf={onPdf} />
            <p className="text-muted-foreground flex items-center justify-center gap-1.5 px-3 pt-3 pb-1.5 text-xs">
              <Lock className="size-3.5" aria-hidden />
              Nothing is uploaded until you continue.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

// /verify (public): anyone can check a PDF — did this Signet seal it, are its signatures intact.
import { AlertTriangle, BadgeCheck, FileSearch, ShieldAlert, ShieldCheck, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Verification } from '../../../shared/verify';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVerifyDocument } from './api/verify-document';
import { useDates } from '../../lib/dates';
import { useFileDrop } from '../../lib/use-file-drop';

const TONES: Record<Verification['verdict'], { tone: 'ok' | 'warn' | 'bad'; title: string }> = {
  sealed_intact: { tone: 'ok', title: 'Genuine and unchanged' },
  signed_intact: { tone: 'ok', title: 'Signatures are valid' },
  modified: { tone: 'bad', title: 'This document was modified' },
  unsigned: { tone: 'warn', title: 'No digital signature' },
  invalid: { tone: 'bad', title: 'Not a PDF file' },
};

export function VerifyPage() {
  const dates = useDates();
  useDocumentTitle('Verify a document');
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const verify = useVerifyDocument();

  const check = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    verify.mutate(file);
  };
  const { dragging, dropProps } = useFileDrop(check);

  const result = verify.data;
  const tone = result ? TONES[result.verdict] : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-brand text-sm font-semibold tracking-wide">Trust</p>
      <h1 className="text-foreground mt-3 text-4xl font-semibold tracking-tight">Verify a document</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Check a signed PDF: whether this service sealed it, whether every signature is valid, and whether
        anything changed afterwards. The file is checked on the server and not stored.
      </p>

      <div
        {...dropProps}
        className={cn(
          'border-border bg-surface mt-10 flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors',
          dragging && 'border-brand bg-brand-soft',
        )}
      >
        <FileSearch className="text-brand size-10" aria-hidden />
        <p className="text-foreground font-medium">Drop a PDF here, or choose one</p>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          aria-label="PDF to verify"
          onChange={(e) => check(e.target.files?.[0])}
        />
        <Button onClick={() => input.current?.click()} disabled={verify.isPending}>
          <Upload className="size-4" aria-hidden />
          Choose a PDF
        </Button>
      </div>

      <section aria-live="polite" aria-busy={verify.isPending} className="mt-8">
        {verify.isPending && (
          <div className="text-muted-foreground flex items-center gap-3">
            <Spinner label="Verifying" /> Checking {fileName}…
          </div>
        )}
        {verify.isError && (
          <div className="border-danger/30 bg-danger-soft text-foreground rounded-2xl border p-5">
            {errorMessage(verify.error)}
          </div>
        )}
        {result && tone && (
          <div className="space-y-6">
            <div
              className={cn(
                'flex items-start gap-4 rounded-2xl border p-6',
                tone.tone === 'ok' && 'border-success/30 bg-success-soft',
                tone.tone === 'warn' && 'border-warning/30 bg-warning-soft',
                tone.tone === 'bad' && 'border-danger/30 bg-danger-soft',
              )}
            >
              {tone.tone === 'ok' ? (
                <ShieldCheck className="text-success size-8 shrink-0" aria-hidden />
              ) : tone.tone === 'warn' ? (
                <AlertTriangle className="text-warning size-8 shrink-0" aria-hidden />
              ) : (
                <ShieldAlert className="text-danger size-8 shrink-0" aria-hidden />
              )}
              <div className="min-w-0">
                <h2 className="text-foreground text-lg font-semibold">{tone.title}</h2>
                <p className="text-foreground mt-1 text-sm">{result.summary}</p>
                <p className="text-muted-foreground mt-2 font-mono text-xs break-all">
                  SHA-256 {result.sha256}
                </p>
              </div>
            </div>

            {result.sealedHere && (
              <div className="border-border bg-surface rounded-2xl border p-5 text-sm">
                <p className="text-foreground font-medium">{result.sealedHere.name}</p>
                <p className="text-muted-foreground mt-1">
                  Completed {dates.dateTime(result.sealedHere.completedAt)} · signed by{' '}
                  {result.sealedHere.signers.join(', ') || '—'}
                </p>
              </div>
            )}

            {result.signatures.length > 0 && (
              <div className="border-border bg-surface overflow-hidden rounded-2xl border">
                <h2 className="text-foreground border-border border-b px-5 py-3 text-sm font-semibold">
                  Signatures ({result.signatures.length})
                </h2>
                <ul className="divide-border divide-y">
                  {result.signatures.map((s, i) => (
                    <li key={i} className="flex items-start gap-3 px-5 py-4 text-sm">
                      {s.valid ? (
                        <BadgeCheck className="text-success mt-0.5 size-5 shrink-0" aria-label="Valid" />
                      ) : (
                        <ShieldAlert className="text-danger mt-0.5 size-5 shrink-0" aria-label="Invalid" />
                      )}
                      <div className="min-w-0">
                        <p className="text-foreground font-medium">{s.name ?? 'Unnamed signature'}</p>
                        <p className="text-muted-foreground">
                          {dates.dateTime(s.signingTime)} ·{' '}
                          {s.byThisInstance ? 'made by this Signet' : s.signer}
                        </p>
                        {s.problem && <p className="text-danger mt-1">{s.problem}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {result.modifiedAfterLastSignature && (
              <p className="text-danger text-sm font-medium">
                Content was added to the file after its last signature.
              </p>
            )}
          </div>
        )}
      </section>

      <p className="text-muted-foreground mt-10 text-sm">
        To see these seals as trusted in your PDF reader, import this service&apos;s{' '}
        <a className="text-brand underline" href="/api/certificate/root.pem">
          root certificate
        </a>
        .
      </p>
    </div>
  );
}

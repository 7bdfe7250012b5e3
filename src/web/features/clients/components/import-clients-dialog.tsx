// CSV import: choose a file with a header row, say what happens to addresses that are already
// contacts, and read what was imported; rows with errors are listed by their line in the file.
import { CircleAlert, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CSV_COLUMNS,
  CSV_MAX_CHARS,
  CSV_MAX_ROWS,
  describeImport,
  importSummary,
  type DuplicateMode,
  type ImportClientsResult,
} from '../../../../shared/clients';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { useImportClients } from '../api/import-clients';

const TEMPLATE = `\ufeff${CSV_COLUMNS.join(',')}\r\nDana Levi,dana@example.com,Levi Design,+972 50 123 4567\r\n`;

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contacts-template.csv';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ImportClientsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open && <ImportForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importClients = useImportClients();
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateMode>('update');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportClientsResult | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setError(null);
    setFile(event.target.files?.[0] ?? null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Please choose a CSV file.');
      inputRef.current?.focus();
      return;
    }
    const csv = await file.text();
    if (csv.length > CSV_MAX_CHARS) {
      setError('The file is too large (2 MB at most).');
      return;
    }
    try {
      const res = await importClients.mutateAsync({ csv, duplicates });
      setResult(res);
      if (res.errors.length) toast.warning(describeImport(res));
      else toast.success(describeImport(res));
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      toast.error(message);
    }
  };

  if (result) return <ImportReport result={result} onAgain={() => setResult(null)} onDone={onDone} />;

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>Import contacts</DialogTitle>
        <DialogDescription>
          A CSV file whose first row names the columns: {CSV_COLUMNS.join(', ')}. Name and Email are required;
          up to {CSV_MAX_ROWS.toLocaleString('en-US')} contacts per file.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5">
        <div>
          <label
            htmlFor={inputId}
            className={cn(
              'border-border-strong bg-surface-2 hover:bg-muted flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-center transition-colors',
              'focus-within:outline-ring focus-within:outline-2 focus-within:outline-offset-2',
              error && !file && 'border-danger',
            )}
          >
            <FileSpreadsheet className="text-brand size-7" aria-hidden />
            <span className="text-foreground text-sm font-medium">
              {file ? file.name : 'Choose a CSV file'}
            </span>
            <span className="text-muted-foreground text-xs">
              {file
                ? `${(file.size / 1024).toFixed(1)} KB · click to choose another`
                : 'Saved as “CSV UTF-8”'}
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={onFile}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
          </label>
          {error && (
            <div className="mt-2">
              <FieldError id={`${inputId}-error`}>{error}</FieldError>
            </div>
          )}
        </div>
        <fieldset>
          <legend className="text-foreground text-sm font-medium">When an email is already a contact</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(
              [
                ['update', 'Update the contact', 'Use the name, company and phone from the file.'],
                ['skip', 'Skip the row', 'Keep the contact as it is.'],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                  duplicates === value ? 'border-primary bg-brand-soft/60' : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="duplicates"
                  value={value}
                  checked={duplicates === value}
                  onChange={() => setDuplicates(value)}
                  className="accent-primary mt-0.5 size-4"
                />
                <span>
                  <span className="text-foreground block text-sm font-medium">{label}</span>
                  <span className="text-muted-foreground block text-xs">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <DialogFooter className="sm:justify-between">
        <Button variant="ghost" onClick={downloadTemplate} className="sm:-ml-3">
          <Download aria-hidden />
          Download template
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone} disabled={importClients.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={importClients.isPending} aria-busy={importClients.isPending}>
            {importClients.isPending ? (
              <Spinner label="Importing" className="[&_svg]:size-4" />
            ) : (
              <Upload aria-hidden />
            )}
            Import
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}

function ImportReport({
  result,
  onAgain,
  onDone,
}: {
  result: ImportClientsResult;
  onAgain: () => void;
  onDone: () => void;
}) {
  const stats = [
    { label: 'Added', value: result.created },
    { label: 'Updated', value: result.updated },
    { label: 'Skipped', value: result.skipped },
    { label: 'Errors', value: result.errors.length },
  ];
  return (
    <div>
      <DialogHeader>
        <DialogTitle>Import finished</DialogTitle>
        <DialogDescription>{importSummary(result)}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-4 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="bg-surface-2 border-border rounded-lg border px-3 py-2.5 text-center">
            <dt className="text-muted-foreground text-xs">{s.label}</dt>
            <dd
              className={cn(
                'mt-0.5 text-lg font-semibold tabular-nums',
                s.label === 'Errors' && s.value > 0 ? 'text-danger' : 'text-foreground',
              )}
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 && (
        <section aria-labelledby="import-errors" className="mt-5">
          <FormAlert className="mb-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span id="import-errors">
              {result.errors.length === 1 ? '1 row was' : `${result.errors.length} rows were`} not imported.
              Fix {result.errors.length === 1 ? 'it' : 'them'} in the file and import it again.
            </span>
          </FormAlert>
          <RowList rows={result.errors} label="Rows not imported" />
        </section>
      )}
      {result.skippedLines.length > 0 && (
        <section aria-labelledby="import-skipped" className="mt-5">
          <h3 id="import-skipped" className="text-foreground text-sm font-medium">
            Skipped{' '}
            {result.duplicates === 'skip' ? '(already contacts or repeated)' : '(repeated in the file)'}
          </h3>
          <RowList rows={result.skippedLines} label="Skipped rows" />
        </section>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onAgain}>
          Import another file
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}

function RowList({ rows, label }: { rows: { line: number; message: string }[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="border-border divide-border mt-2 max-h-44 divide-y overflow-y-auto rounded-lg border text-sm"
    >
      {rows.map((r) => (
        <li key={`${r.line}-${r.message}`} className="flex gap-3 px-3 py-2">
          <span className="text-muted-foreground w-16 shrink-0 tabular-nums">Line {r.line}</span>
          <span className="text-foreground">{r.message}</span>
        </li>
      ))}
    </ul>
  );
}

// CSV import of contacts: a header row names the columns; every row is checked first, rows with
// errors are reported by line and left out, and the good rows are written in one transaction, so a
// failure part-way leaves the contacts exactly as they were.
import {
  CLIENT_MESSAGES,
  CSV_MAX_ROWS,
  clientInputSchema,
  type ClientData,
  type DuplicateMode,
  type ImportClientsResult,
  type ImportRowError,
} from '../../shared/clients';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { newId, nowIso } from '../lib/ids';
import { clientSearchText, normalizeClientEmail } from './clients-repo';
import { CsvSyntaxError, parseCsv, readCell } from './csv';

type Column = 'name' | 'email' | 'company' | 'phone';

const HEADER_NAMES: Record<Column, string[]> = {
  name: ['name', 'fullname', 'contactname', 'clientname', 'contact', 'client'],
  email: ['email', 'emailaddress', 'mail', 'contactemail', 'clientemail'],
  company: ['company', 'companyname', 'organisation', 'organization', 'business'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'mobilephone'],
};

function columnOf(header: string): Column | null {
  const key = header.toLowerCase().replace(/[^a-z]/g, '');
  for (const [column, names] of Object.entries(HEADER_NAMES) as [Column, string[]][]) {
    if (names.includes(key)) return column;
  }
  return null;
}

const INSERT_CHUNK = 200;

export async function importClients(
  ctx: AppContext,
  owner: { id: string; organisation_id: string },
  input: { csv: string; duplicates: DuplicateMode },
): Promise<ImportClientsResult> {
  let records;
  try {
    records = parseCsv(input.csv);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      throw new AppError(
        'unprocessable',
        `Line ${err.line} opens a quote that is never closed. Nothing was imported.`,
      );
    }
    throw err;
  }
  const nonBlank = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const header = nonBlank.shift();
  const columns = new Map<Column, number>();
  header?.cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('name') || !columns.has('email'))
    throw new AppError('unprocessable', CLIENT_MESSAGES.csvHeader);
  if (nonBlank.length === 0) throw new AppError('unprocessable', CLIENT_MESSAGES.csvEmpty);
  if (nonBlank.length > CSV_MAX_ROWS)
    throw new AppError('unprocessable', CLIENT_MESSAGES.csvTooManyRows(CSV_MAX_ROWS));

  const errors: ImportRowError[] = [];
  const skippedLines: ImportRowError[] = [];
  const good: { line: number; data: ClientData }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of nonBlank) {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? undefined : readCell(record.cells[index] ?? '');
    };
    const parsed = clientInputSchema.safeParse({
      name: cell('name'),
      email: cell('email'),
      company: cell('company'),
      phone: cell('phone'),
    });
    if (!parsed.success) {
      errors.push({ line: record.line, message: parsed.error.issues[0]!.message });
      continue;
    }
    const key = normalizeClientEmail(parsed.data.email);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      skippedLines.push({ line: record.line, message: `Same email as line ${first}` });
      continue;
    }
    firstLineOf.set(key, record.line);
    good.push({ line: record.line, data: parsed.data });
  }

  let created = 0;
  let updated = 0;
  await ctx.db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom('clients')
          .select(['id', 'email_normalized'])
          .where('owner_id', '=', owner.id)
          .execute()
      ).map((r) => [r.email_normalized, r.id]),
    );
    const now = nowIso();
    const inserts = [];
    for (const { line, data } of good) {
      const id = existing.get(normalizeClientEmail(data.email));
      if (!id) {
        inserts.push({
          id: newId(),
          owner_id: owner.id,
          organisation_id: owner.organisation_id,
          name: data.name,
          email: data.email,
          email_normalized: normalizeClientEmail(data.email),
          company: data.company,
          phone: data.phone,
          search_text: clientSearchText(data),
          created_at: now,
          updated_at: now,
        });
        continue;
      }
      if (input.duplicates === 'skip') {
        skippedLines.push({ line, message: 'Already a contact' });
        continue;
      }
      // Columns the file does not have keep their current values.
      const current = await trx
        .selectFrom('clients')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const next = {
        name: data.name,
        email: data.email,
        company: columns.has('company') ? data.company : current.company,
        phone: columns.has('phone') ? data.phone : current.phone,
      };
      await trx
        .updateTable('clients')
        .set({
          ...next,
          email_normalized: normalizeClientEmail(next.email),
          search_text: clientSearchText(next),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('owner_id', '=', owner.id)
        .execute();
      updated++;
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('clients')
        .values(inserts.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    created = inserts.length;
  });

  skippedLines.sort((a, b) => a.line - b.line);
  return {
    created,
    updated,
    skipped: skippedLines.length,
    skippedLines,
    errors,
    duplicates: input.duplicates,
  };
}

// Public verification: is this PDF one Signet sealed (its SHA-256 equals a sealed file's), is every
// embedded signature cryptographically valid over the revision it covers, and was anything appended
// after the last signature.
import crypto from 'node:crypto';
import type { Verification } from '../../shared/verify';
import type { AppContext } from '../context';
import { verifyPdfSignatures } from '../pdf/verify/verify-pdf';

export async function verifyDocumentFile(ctx: AppContext, pdf: Buffer): Promise<Verification> {
  const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
  const root = ctx.identity.chain[ctx.identity.chain.length - 1]!;
  const known = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name', 'completed_at'])
    .where('sealed_sha256', '=', sha256)
    .executeTakeFirst();
  const signers = known
    ? (
        await ctx.db
          .selectFrom('placements')
          .select('actor_name')
          .where('document_id', '=', known.id)
          .orderBy('signed_at')
          .execute()
      ).map((p) => p.actor_name)
    : [];
  const isPdf = pdf.subarray(0, 1024).includes(Buffer.from('%PDF-'));
  const result = isPdf ? await verifyPdfSignatures(pdf, { trustedRoots: [root] }) : null;
  const signatures = (result?.signatures ?? []).map((s) => {
    const valid = s.digestValid && s.signatureValid;
    return {
      name: s.name ?? null,
      reason: s.reason ?? null,
      signingTime: s.signingTime ?? null,
      valid,
      coversWholeRevision: s.coversWholeRevision,
      coversUpTo: s.coversUpTo,
      byThisInstance:
        s.chainTrusted === true || s.signerCertificate.fingerprintSha256 === ctx.identity.fingerprintSha256,
      signer: s.signerCertificate.subject,
      problem:
        s.error ??
        (valid
          ? null
          : !s.digestValid
            ? 'The signed bytes were changed after signing.'
            : 'The signature does not verify.'),
    };
  });
  // This Signet's own seal, when the file carries one: anything after it (more content, or another
  // party's signature) means the file is no longer the document as it was sealed.
  const sealIndex = (result?.signatures ?? []).findLastIndex(
    (s, i) => s.fieldName === 'SignetSeal' && signatures[i]!.byThisInstance && signatures[i]!.valid,
  );
  const seal = sealIndex >= 0 ? result!.signatures[sealIndex]! : undefined;
  let changedAfterSeal: Verification['changedAfterSeal'] = null;
  if (seal && !known) {
    let end = pdf.length;
    while (end > seal.coversUpTo && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(pdf[end - 1]!)) end--;
    if (end > seal.coversUpTo) {
      const prefixSha = crypto.createHash('sha256').update(pdf.subarray(0, seal.coversUpTo)).digest('hex');
      const original = await ctx.db
        .selectFrom('documents')
        .select(['id', 'name'])
        .where('sealed_sha256', '=', prefixSha)
        .executeTakeFirst();
      changedAfterSeal = {
        documentId: original?.id ?? null,
        name: original?.name ?? null,
        bytesAdded: end - seal.coversUpTo,
      };
    }
  }
  const modified =
    (result?.modifiedAfterLastSignature ?? false) || signatures.some((s) => !s.valid) || !!changedAfterSeal;
  let verdict: Verification['verdict'];
  let summary: string;
  if (!isPdf) {
    verdict = 'invalid';
    summary = 'This is not a PDF file.';
  } else if (signatures.length === 0) {
    verdict = 'unsigned';
    summary = 'This PDF carries no digital signature.';
  } else if (modified) {
    verdict = 'modified';
    summary = signatures.some((s) => !s.valid)
      ? 'This document was modified after it was signed: at least one signature no longer matches its content.'
      : changedAfterSeal
        ? `This document was changed after this Signet sealed it${changedAfterSeal.name ? ` (“${changedAfterSeal.name}”)` : ''}: ${changedAfterSeal.bytesAdded.toLocaleString('en-US')} bytes${signatures.length > sealIndex + 1 ? ', with another signature,' : ''} were added after the seal.`
        : 'This document was modified: content was added after the last signature.';
  } else if (known) {
    verdict = 'sealed_intact';
    summary = `Sealed by this Signet and unchanged since: “${known.name}”, ${signatures.length} valid signatures.`;
  } else {
    verdict = 'signed_intact';
    summary = signatures.every((s) => s.byThisInstance)
      ? 'Every signature is valid and was made by this Signet, but this exact file is not one of its sealed documents.'
      : 'Every signature is valid, but they were not made by this Signet.';
  }
  return {
    verdict,
    summary,
    sha256,
    size: pdf.length,
    sealedHere: known
      ? { documentId: known.id, name: known.name, completedAt: known.completed_at, signers }
      : null,
    signatures,
    modifiedAfterLastSignature: result?.modifiedAfterLastSignature ?? false,
    changedAfterSeal,
  };
}

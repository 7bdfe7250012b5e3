// The public verification result: did this Signet seal the file, are its signatures intact.
import { z } from 'zod';

export const VERDICTS = ['sealed_intact', 'signed_intact', 'modified', 'unsigned', 'invalid'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const verificationSchema = z.object({
  verdict: z.enum(VERDICTS),
  summary: z.string(),
  sha256: z.string(),
  size: z.number(),
  /** Known to this instance: the final sealed file of one of its documents, byte for byte. */
  sealedHere: z
    .object({
      documentId: z.string(),
      name: z.string(),
      completedAt: z.string().nullable(),
      signers: z.array(z.string()),
    })
    .nullable(),
  signatures: z.array(
    z.object({
      name: z.string().nullable(),
      reason: z.string().nullable(),
      signingTime: z.string().nullable(),
      valid: z.boolean(),
      coversWholeRevision: z.boolean(),
      coversUpTo: z.number(),
      byThisInstance: z.boolean(),
      signer: z.string(),
      problem: z.string().nullable(),
    }),
  ),
  modifiedAfterLastSignature: z.boolean(),
  /** The file begins with a document this Signet sealed, and something was added after the seal
   * (more content or another signature): the sealed document, and how many bytes follow it. */
  changedAfterSeal: z
    .object({ documentId: z.string().nullable(), name: z.string().nullable(), bytesAdded: z.number() })
    .nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

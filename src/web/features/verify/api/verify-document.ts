// POST /api/verify: the server checks the PDF's signatures and whether this instance sealed it.
import { useMutation } from '@tanstack/react-query';
import type { Verification } from '../../../../shared/verify';
import { api } from '../../../lib/api-client';

export function verifyDocument(file: File): Promise<Verification> {
  const form = new FormData();
  form.append('file', file);
  return api.post<Verification>('/api/verify', form);
}

export function useVerifyDocument() {
  return useMutation({ mutationFn: verifyDocument });
}

// POST /api/documents (multipart: category, allowAnonymous, pinEnabled, pin, then the file). Sent
// with XMLHttpRequest because fetch cannot report upload progress; the bar follows real bytes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCategory, DocumentDto } from '../../../../shared/documents';
import { MESSAGES } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { documentsQueryKey } from './list-documents';

export interface UploadInput {
  file: File;
  category: DocumentCategory;
  allowAnonymous: boolean;
  pinEnabled: boolean;
  pin: string;
  /** Called with 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
    ?.error;
  if (error?.code && error.message) {
    return new ApiError(xhr.status, error.code, error.message, error.fields, body);
  }
  if (xhr.status === 413) return new ApiError(413, 'payload_too_large', 'The file is too large.');
  return new ApiError(xhr.status, 'http_error', MESSAGES.internalError, undefined, body);
}

export function uploadDocument(input: UploadInput): Promise<DocumentDto> {
  const form = new FormData();
  // Options first: the server reads them before it streams the file part.
  form.append('category', input.category);
  form.append('allowAnonymous', String(input.allowAnonymous));
  form.append('pinEnabled', String(input.pinEnabled));
  if (input.pinEnabled) form.append('pin', input.pin);
  form.append('file', input.file, input.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { document: DocumentDto }).document);
        } catch {
          reject(new ApiError(xhr.status, 'http_error', MESSAGES.internalError));
        }
      } else {
        reject(errorFrom(xhr));
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.'),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

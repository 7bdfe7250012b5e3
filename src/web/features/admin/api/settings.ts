// /api/admin/settings and what the Settings tabs act on: the outbox, the signing certificate and
// the audit-trail check.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AuditCheck, CertificateInfo, OutboxItem, Paged } from '../../../../shared/admin';
import type { SettingsGroup } from '../../../../shared/settings';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export function useAdminSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: () => api.get<AdminSettings>('/api/admin/settings'),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, patch }: { group: SettingsGroup; patch: Record<string, unknown> }) =>
      api.patch<AdminSettings & { message: string }>(`/api/admin/settings/${group}`, patch),
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.settings(), {
        settings: data.settings,
        secretsSet: data.secretsSet,
      });
      // The public settings (site name, landing page, upload limit…) change with them.
      return queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to?: string) =>
      api.post<{ message: string }>('/api/admin/settings/test-email', to ? { to } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}

export function useOutbox(query: { status: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: adminKeys.outbox(query),
    queryFn: () => api.get<Paged<OutboxItem>>('/api/admin/outbox', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}

export function useCertificate() {
  return useQuery({
    queryKey: adminKeys.certificate(),
    queryFn: () => api.get<{ certificate: CertificateInfo }>('/api/admin/certificate'),
  });
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, password }: { file: File; password: string }) => {
      const form = new FormData();
      form.append('password', password);
      form.append('file', file);
      return api.post<{ certificate: CertificateInfo; message: string }>('/api/admin/certificate', form);
    },
    onSuccess: (data) => queryClient.setQueryData(adminKeys.certificate(), { certificate: data.certificate }),
  });
}

export function useResetCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ certificate: CertificateInfo; message: string }>('/api/admin/certificate'),
    onSuccess: (data) => queryClient.setQueryData(adminKeys.certificate(), { certificate: data.certificate }),
  });
}

export function useVerifyAudit() {
  return useMutation({ mutationFn: () => api.post<AuditCheck>('/api/admin/audit/verify') });
}

// The administrator login (POST /api/auth/login with scope "admin": only administrators pass, with
// the normal lock-out, two-factor and captcha rules) and logout.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

export function adminLogin(input: Omit<LoginRequest, 'scope'>): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/api/auth/login', { ...input, scope: 'admin' });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}

export function useAdminLogout() {
  return useMutation({ mutationFn: () => api.post<void>('/api/auth/logout') });
}

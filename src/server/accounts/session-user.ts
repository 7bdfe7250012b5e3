// The signed-in user as the web app sees it.
import type { SessionUser } from '../../shared/auth';
import { planOf } from '../../shared/plans';

export function toSessionUser(u: {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  plan: string;
  email_verified_at: string | null;
  avatar_blob_key: string | null;
}): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    plan: planOf(u.plan).id,
    emailVerified: !!u.email_verified_at,
    avatarUrl: u.avatar_blob_key ? `/api/profile/avatar?v=${u.avatar_blob_key.slice(-8)}` : null,
  };
}

/**
 * Whether the visitor may see a session's content (docs/rules/shell-access-identity.md section 6, Session
 * policies; the symposium's company decides ExhibitorExclusive): 'loading' while what the check needs
 * is still loading.
 */
import { usePolicyCheck } from '../../../store/policies';

export type SessionAccess = 'loading' | 'allowed' | 'denied';

export function useSessionAccess(session: { Id: number; CompanyAccountId?: string | null } | null | undefined): SessionAccess {
  const check = usePolicyCheck(false);
  if (!check) return 'loading';
  if (!session) return 'allowed';
  return check('Session', String(session.Id), { companyAccountId: session.CompanyAccountId ?? null }).allowed ? 'allowed' : 'denied';
}

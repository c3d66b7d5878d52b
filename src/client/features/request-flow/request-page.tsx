import { useState } from 'react';
import type { UserRole } from '@shared/service-requests';
import { usePageTitle } from '@/lib/use-page-title';
import { RoleSelection } from './components/role-selection';

export function RequestPage() {
  usePageTitle();
  const [, setRole] = useState<UserRole | null>(null);
  return <RoleSelection onSelect={setRole} />;
}

// The contact e-mail in a request's details, with an Edit button for those who may change it.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { AdminServiceRequestSummary } from '@shared/service-requests/admin-service-requests';
import { Button } from '@/components/ui/button';
import { useMayUse } from '@/lib/admin/staff-access';
import { ContactEmailDialog } from './contact-email-dialog';

export function ContactEmailValue({ request }: { request: Pick<AdminServiceRequestSummary, 'id' | 'referenceId' | 'contactEmail'> }) {
  const mayUpdate = useMayUse('service-request-updates');
  const [editing, setEditing] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="wrap-anywhere">{request.contactEmail}</span>
      {mayUpdate && (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label="Edit contact e-mail">
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      {editing && <ContactEmailDialog request={request} onClose={() => setEditing(false)} />}
    </span>
  );
}

// "Qualification file" on a driver in the Drivers tab, for the roles that keep the file (the owner
// and recruiting): it opens the file in a dialog. Handed to the Drivers tab by the app
// (src/client/app/admin-areas.tsx), so the two features never import each other. Hiding is a
// courtesy: the server refuses the same calls with 403.
import { FolderCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMayUse } from '@/lib/admin/staff-access';
import { QualificationFileDialog } from './components/qualification-file-dialog';

export function QualificationFileButton({ driverId, driverName }: { driverId: number; driverName: string }) {
  const mayUse = useMayUse('qualification-file');
  const [open, setOpen] = useState(false);
  if (!mayUse) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <FolderCheck aria-hidden />
        Qualification file<span className="sr-only"> of {driverName}</span>
      </Button>
      {open && <QualificationFileDialog driverId={driverId} onClose={() => setOpen(false)} />}
    </>
  );
}

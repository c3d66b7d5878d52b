// The recovery codes, shown once right after enrolment: the server keeps only their hashes.
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    const copied = await copyToClipboard(codes.join('\n'));
    toast(
      copied
        ? { title: 'Recovery codes copied' }
        : { title: 'Could not copy', description: 'Select the codes and copy them by hand.', variant: 'destructive' },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-green-700">Two-factor sign-in is on.</p>
      <p className="text-sm">
        Save these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose the phone.
        <strong> They will not be shown again.</strong>
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded border bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="outline" onClick={() => void copy()}>
        Copy codes
      </Button>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}

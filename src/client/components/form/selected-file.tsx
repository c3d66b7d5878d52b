// One chosen file before it is sent: a preview for images, its name and size, and a remove
// button. The request photos and the driver documents both list their files with it.
import { FileText, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';
import { formatFileSize } from '@/lib/format-file-size';

export function SelectedFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const i18n = useI18n();
  const previewUrl = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  return (
    <li className="flex items-center gap-3 rounded-md border p-2">
      {previewUrl ? (
        <img src={previewUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded bg-muted">
          <FileText className="size-6 text-muted-foreground" aria-hidden />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{file.name}</span>
        <span className="block text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
      </span>
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={i18n._('common.file.remove', { fileName: file.name })}>
        <X aria-hidden />
      </Button>
    </li>
  );
}

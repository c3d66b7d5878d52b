// Uploaded files as download links. They are served only to a signed-in admin, as attachments.
import { Download, FileText } from 'lucide-react';
import type { AdminUpload } from '@shared/service-requests/admin-service-requests';
import { formatFileSize } from '@/lib/format-file-size';

export function FileList<File extends AdminUpload>({ files, describe }: { files: readonly File[]; describe?: (file: File) => string }) {
  return (
    <ul className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={`/api/admin/uploads/${file.id}`}
            download={file.originalName}
            className="flex items-center gap-3 rounded-md border p-3 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{file.originalName}</span>
              <span className="text-xs text-muted-foreground">
                {describe ? `${describe(file)} · ` : ''}
                {file.contentType} · {formatFileSize(file.sizeBytes)}
              </span>
            </span>
            <Download className="size-4 shrink-0" aria-hidden />
            <span className="sr-only">Download</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

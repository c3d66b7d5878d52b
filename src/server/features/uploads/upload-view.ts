// An upload as the dashboard lists it and the download serves it. The name and type are made
// safe here, on the way out, as well as when stored: rows stored before names were cleaned may
// still hold a right-to-left override, a folder or an .html extension on a PNG.
import { safeFileName, servedContentType } from '../../infra/storage/safe-file-name.js';

export function uploadView<Upload extends { originalName: string; contentType: string }>(upload: Upload): Upload {
  return {
    ...upload,
    originalName: safeFileName(upload.originalName, upload.contentType),
    contentType: servedContentType(upload.contentType),
  };
}

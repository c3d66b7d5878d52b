// The door of uploads: what other features and the composition (src/server's root files) may use.
export { uploadAdminRoutes } from './admin-routes.js';
export { acceptMultipartForm, discardUploadsOnFailure } from './form-uploads.js';
export { recordDocumentDownload } from './download-audit.js';
export { uploadView } from './upload-view.js';

// The addresses of a driver's qualification file (issue 41): the file itself, its changes, and the
// files and PDFs it offers for download (each served to staff only, as an attachment).
const fileUrl = (driverId: number) => `/api/admin/drivers/${driverId}/qualification-file`;

export const qualificationFileUrls = {
  file: fileUrl,
  records: (driverId: number) => `${fileUrl(driverId)}/records`,
  recordFile: (driverId: number, recordId: number) => `${fileUrl(driverId)}/records/${recordId}/file`,
  /** The document we produce for a road test (its certificate) or an annual review (its form). */
  recordDocument: (driverId: number, recordId: number) => `${fileUrl(driverId)}/records/${recordId}/document.pdf`,
  letter: (driverId: number, inquiryId: number) => `${fileUrl(driverId)}/inquiries/${inquiryId}/letter.pdf`,
  sendLetter: (driverId: number, inquiryId: number) => `${fileUrl(driverId)}/inquiries/${inquiryId}/send`,
  /** POST records the answer (or the good-faith effort); GET downloads the answer's file. */
  response: (driverId: number, inquiryId: number) => `${fileUrl(driverId)}/inquiries/${inquiryId}/response`,
  annualReviewForm: (driverId: number) => `${fileUrl(driverId)}/annual-review-form.pdf`,
  wholeFile: (driverId: number) => `/api/admin/drivers/${driverId}/qualification-file.pdf`,
  ssn: (driverId: number) => `/api/admin/drivers/${driverId}/ssn`,
};

// Previous employers (391.23): each request letter with its state and its 30-day deadline, and
// what recruiting does with it: download it, e-mail it (when the employer gave an address), record
// that it was posted, and once it went out, record the answer with its file or, when nothing came,
// the good-faith effort.
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@shared/calendar-date';
import type { PreviousEmployerInquiryView } from '@shared/driver-qualification/qualification-file-view';
import type { InquirySendMethod } from '@shared/driver-qualification/qualification-records';
import { DetailHeading } from '@/components/admin/detail-section';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { useSendInquiryLetter } from '../api/inquiries';
import { qualificationFileUrls } from '../api/qualification-file-urls';
import { InquiryAnswerDialog, type AnswerKind } from './inquiry-answer-dialog';
import { INQUIRY_STATE_LABELS, INQUIRY_STATE_TONES, SEND_METHOD_LABELS } from './qualification-labels';

const SENT_TOASTS: Record<InquirySendMethod, string> = { email: 'Letter e-mailed', mail: 'Letter marked as posted' };

/** "2019-03" as "Mar 2019". */
function monthText(month: string): string {
  return new Date(`${month}-15T12:00:00`).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}

export function InquiriesSection({ driverId, inquiries }: { driverId: number; inquiries: readonly PreviousEmployerInquiryView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <DetailHeading id={headingId}>Previous employers</DetailHeading>
      {inquiries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No previous employer to ask (none subject to the FMCSRs in the last 3 years).</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Previous employers">
          {inquiries.map((inquiry) => (
            <InquiryItem key={inquiry.id} driverId={driverId} inquiry={inquiry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InquiryItem({ driverId, inquiry }: { driverId: number; inquiry: PreviousEmployerInquiryView }) {
  const send = useSendInquiryLetter(driverId);
  const [answering, setAnswering] = useState<AnswerKind>();
  const settled = inquiry.state === 'answered' || inquiry.state === 'no_response';
  const employer = inquiry.employerName;

  function sendLetter(method: InquirySendMethod) {
    send.mutate({ inquiryId: inquiry.id, method }, { onSuccess: () => toast({ title: SENT_TOASTS[method], description: employer }) });
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{employer}</p>
        <Badge tone={INQUIRY_STATE_TONES[inquiry.state]}>{INQUIRY_STATE_LABELS[inquiry.state]}</Badge>
      </div>
      <p className="text-muted-foreground">
        Employed {monthText(inquiry.employedFrom)} to {inquiry.employedTo ? monthText(inquiry.employedTo) : 'present'} · {inquiry.address}
        {inquiry.email ? ` · ${inquiry.email}` : ''}
      </p>
      {!settled && <p>Answer due by {formatCalendarDate(inquiry.deadlineOn)}</p>}
      {inquiry.sentAt && inquiry.sentMethod && (
        <p className="text-muted-foreground">
          Letter {SEND_METHOD_LABELS[inquiry.sentMethod]} {formatDateTime(inquiry.sentAt)}
        </p>
      )}
      {inquiry.receivedOn && <p className="text-muted-foreground">Answer received {formatCalendarDate(inquiry.receivedOn)}</p>}
      {inquiry.note && <p className="whitespace-pre-wrap break-words">Good-faith effort: {inquiry.note}</p>}
      {inquiry.recordedBy && settled && <p className="text-muted-foreground">Recorded by {inquiry.recordedBy}</p>}
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Letter to ${employer}`}>
        <Button asChild size="sm" variant="outline">
          <a href={qualificationFileUrls.letter(driverId, inquiry.id)} download>
            <FileDown aria-hidden />
            Download letter
          </a>
        </Button>
        {inquiry.hasResponseFile && (
          <Button asChild size="sm" variant="outline">
            <a href={qualificationFileUrls.response(driverId, inquiry.id)} download>
              <FileDown aria-hidden />
              Download answer
            </a>
          </Button>
        )}
        {!settled && (
          <>
            {inquiry.email && (
              <Button size="sm" variant="outline" disabled={send.isPending} onClick={() => sendLetter('email')}>
                E-mail letter
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={send.isPending} onClick={() => sendLetter('mail')}>
              Mark as posted
            </Button>
            {/* An answer, or the lack of one, is recorded only once the letter went out (the server says 409 before). */}
            {inquiry.sentAt && (
              <>
                <Button size="sm" variant="outline" onClick={() => setAnswering('answered')}>
                  Record answer
                </Button>
                <Button size="sm" variant="outline" onClick={() => setAnswering('no_response')}>
                  No answer: record good-faith effort
                </Button>
              </>
            )}
          </>
        )}
      </div>
      {send.isError && <Alert variant="destructive">{failureMessage(send.error)}</Alert>}
      {answering && <InquiryAnswerDialog driverId={driverId} inquiry={inquiry} kind={answering} onClose={() => setAnswering(undefined)} />}
    </li>
  );
}

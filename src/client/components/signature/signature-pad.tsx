// A signature drawn with a finger on the screen: the receiver's and the shipper's on the driver's
// phone, the applicant's under the driver application's certification. Pointer events cover touch,
// pen and mouse; the canvas is drawn at the phone's pixel density so the signature is sharp, and it
// is turned into a PNG (canvas.toBlob) only when the form is sent. Its words come from the page
// that shows it (each in its own catalog).
import { useEffect, useId, useRef, type PointerEvent, type RefObject } from 'react';
import type { MessageOrText } from '@shared/coded-message';
import { FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';

const CSS_HEIGHT = 180;

export interface SignaturePadProps {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  signed: boolean;
  onSignedChange: (signed: boolean) => void;
  error?: MessageOrText | undefined;
  /** Whose signature ("Receiver's signature", "Your signature"). */
  label: string;
  hint: string;
  /** The button that wipes the pad. */
  clearLabel: string;
}

export function SignaturePad({ canvasRef, signed, onSignedChange, error, label, hint, clearLabel }: SignaturePadProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const drawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(300, canvas.clientWidth || 300);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(CSS_HEIGHT * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
  }, [canvasRef]);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.beginPath();
    context?.moveTo(x, y);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    event.preventDefault();
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
    if (!signed) onSignedChange(true);
  }

  function end() {
    drawing.current = false;
  }

  function clear() {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (canvas && context) {
      context.save();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.restore();
    }
    onSignedChange(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-lg font-medium">
        {label}
      </span>
      <p id={hintId} className="text-base text-muted-foreground">
        {hint}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        data-signed={signed}
        className="h-[180px] w-full min-w-[300px] touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      {/* Named with its pad ("Clear signature Shipper's signature"): a form with two pads has two of these. */}
      <Button
        id={`${id}-clear`}
        aria-labelledby={`${id}-clear ${id}-label`}
        variant="outline"
        className="min-h-14 w-full text-lg"
        onClick={clear}
      >
        {clearLabel}
      </Button>
      <FieldError id={errorId} error={error} announce />
    </div>
  );
}

/** The signature as a PNG, or undefined when the browser could not make one. */
export function signaturePng(canvas: HTMLCanvasElement): Promise<Blob | undefined> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
}

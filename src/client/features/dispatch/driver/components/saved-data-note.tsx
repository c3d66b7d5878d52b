// Said when the screen shows what the phone saved earlier because the server could not be reached.
export function SavedDataNote({ savedAt }: { savedAt: number }) {
  const time = new Date(savedAt).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-base text-amber-950">
      Could not reach the office. Showing what this phone saved on {time}.
    </p>
  );
}

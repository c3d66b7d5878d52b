// PLACEHOLDER (helper client-office replaces this file).
export function DispatchArea() {
  return <p>Dispatch</p>;
}

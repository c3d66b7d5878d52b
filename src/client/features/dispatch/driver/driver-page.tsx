// PLACEHOLDER (helper client-driver replaces this file).
export function DriverPage() {
  return <p>Driver</p>;
}

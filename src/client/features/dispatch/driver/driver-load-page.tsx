// PLACEHOLDER (helper client-driver replaces this file).
export function DriverLoadPage() {
  return <p>Driver</p>;
}

// PLACEHOLDER (helper client-driver replaces this file).
export function DriverSignInLinkPage() {
  return <p>Driver</p>;
}

// Client addresses for app.inject: the rate limits count per client address, so a test file that
// is not testing a limit sends each request from a fresh one. Each file takes its own subnet, so
// files running in the same app never share an address.

/** A function answering a new address in 10.<subnet>.0.0/16 at each call. */
export function clientAddresses(subnet: number): () => string {
  let count = 0;
  return () => {
    count++;
    return `10.${subnet}.${Math.floor(count / 250)}.${count % 250}`;
  };
}

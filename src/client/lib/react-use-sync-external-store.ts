// wouter imports useSyncExternalStore from its shim package, which exists for React 17; React 19
// has it built in. vite.config.ts points the shim here, so the home page does not carry a copy.
export { useSyncExternalStore } from 'react';

// The driver page's queries. Everything under DRIVER_DATA_KEY belongs to one signed-in driver and
// is dropped when the session changes.
export const DRIVER_SESSION_KEY = ['driver', 'session'] as const;
export const DRIVER_DATA_KEY = ['driver', 'data'] as const;
export const DRIVER_LOADS_KEY = [...DRIVER_DATA_KEY, 'loads'] as const;
export const driverLoadKey = (referenceId: string) => [...DRIVER_DATA_KEY, 'load', referenceId] as const;

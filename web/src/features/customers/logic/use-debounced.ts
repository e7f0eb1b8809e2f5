import { useEffect, useState } from 'react';

/** `value` once it has stood still for `ms`: a search asks the server after typing pauses, not on every key. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
